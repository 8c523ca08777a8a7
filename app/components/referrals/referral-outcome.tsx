import type { Ref } from "react";
import type { ReferralFormContent } from "~/content/referral-form";
import { site } from "~/content/site";
import { fill } from "~/i18n/format";
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
  confirmation,
  onAgain,
}: {
  words: ReferralFormContent;
  headingRef: Ref<HTMLHeadingElement>;
  connected: boolean;
  /** The server's reference for the referral and when its call comes. */
  confirmation?: { reference?: string; callBy?: string | null };
  onAgain: () => void;
}) {
  const sent = connected ? words.sent : words.sentConsole;
  const said = words.confirmation;
  return (
    <StatusMessage tone="success" heading={sent.heading} headingRef={headingRef}>
      {confirmation?.reference && (
        <p className="font-bold">{fill(said.reference, { reference: confirmation.reference })}</p>
      )}
      {confirmation?.callBy && <p className="font-bold">{fill(said.callBy, { time: confirmation.callBy })}</p>}
      {sent.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <CallButton phone={site.phones.referrals}>{words.call}</CallButton>
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
  retryAfter,
}: {
  words: ReferralFormContent;
  headingRef: Ref<HTMLHeadingElement>;
  tooMany: boolean;
  /** With too many sends: the seconds the server said to wait. */
  retryAfter?: number;
}) {
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
  const body = tooMany ? [fill(words.wait, { minutes })] : words.failed.body;
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
