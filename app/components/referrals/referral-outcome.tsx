import type { Ref } from "react";
import type { ReferralFormContent } from "~/content/referral-form";
import { site } from "~/content/site";
import { buttonClass, CallButton } from "~/components/ui/button";
import { StatusMessage } from "~/components/forms/status-message";

/**
 * After a referral was sent, or failed. Unlike the other forms there is no e-mail to fall back
 * on: a patient's details do not go by e-mail. The referral line is the way instead.
 */
export function ReferralSent({
  words,
  headingRef,
  connected,
  onAgain,
}: {
  words: ReferralFormContent;
  headingRef: Ref<HTMLHeadingElement>;
  connected: boolean;
  onAgain: () => void;
}) {
  const sent = connected ? words.sent : words.sentConsole;
  return (
    <StatusMessage tone="success" heading={sent.heading} headingRef={headingRef}>
      {sent.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {!connected && <CallButton phone={site.phones.referrals}>{words.call}</CallButton>}
      <button type="button" onClick={onAgain} className={buttonClass("secondary", "mt-2")}>
        {sent.again}
      </button>
    </StatusMessage>
  );
}

/** A failed send (or too many sends from one connection): everything stays in the form; the referral line is offered. */
export function ReferralFailed({
  words,
  headingRef,
  tooMany,
}: {
  words: ReferralFormContent;
  headingRef: Ref<HTMLHeadingElement>;
  tooMany: boolean;
}) {
  const body = tooMany ? [words.errors.tooMany] : words.failed.body;
  return (
    <StatusMessage tone="error" heading={words.failed.heading} headingRef={headingRef}>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="pt-1">
        <CallButton phone={site.phones.referrals}>{words.call}</CallButton>
      </div>
    </StatusMessage>
  );
}
