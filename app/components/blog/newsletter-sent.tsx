import type { Ref } from "react";
import type { NewsletterWords } from "~/content/blog/blog-index";
import { StatusMessage } from "~/components/forms/status-message";
import { buttonClass } from "~/components/ui/button";

/** The newsletter's answer after a send: a real confirmation, or (console mode) that nothing was sent. */
export function NewsletterSent({
  words,
  delivered,
  headingRef,
  onAgain,
}: {
  words: NewsletterWords["sent"];
  /** False in console mode: the address went nowhere, and the box says so (not in success colours). */
  delivered: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  return (
    <div className="mt-5">
      <StatusMessage tone={delivered ? "success" : "info"} heading={words.heading} headingRef={headingRef}>
        <p>{words.body}</p>
        <button type="button" onClick={onAgain} className={buttonClass("secondary")}>
          {words.again}
        </button>
      </StatusMessage>
    </div>
  );
}
