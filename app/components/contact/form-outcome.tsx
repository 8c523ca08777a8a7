import type { Ref } from "react";
import type { ContactFormContent } from "~/content/contact/contact-form";
import { site } from "~/content/site";
import { CallButton, buttonClass } from "~/components/ui/button";
import { StatusMessage } from "~/components/forms/status-message";
import { mailtoWithValues } from "~/components/forms/form-values";
import { mailtoHref } from "~/lib/contact";
import { EmailText } from "~/components/ui/email-text";

/** The request as "Label: value" lines, with the choices' words (not their codes), for the mailto link. */
export function requestLines(words: ContactFormContent, values: Record<string, string>): [string, string][] {
  const choice = <K extends string>(options: Record<K, string>, value = "") =>
    Object.hasOwn(options, value) ? options[value as K] : value;
  return [
    [words.name.label, values.name ?? ""],
    [words.phone.label, values.phone ?? ""],
    [words.textConsent.label, choice(words.textConsent.options, values.textConsent === "yes" ? "yes" : "no")],
    [words.email.label, values.email ?? ""],
    [words.service.label, choice(words.service.options, values.service)],
    [words.payment.label, choice(words.payment.options, values.payment)],
    [words.bestTime.label, choice(words.bestTime.options, values.bestTime)],
    [words.message.label, values.message ?? ""],
  ];
}

function FallbackActions({ words, values }: { words: ContactFormContent; values: Record<string, string> }) {
  const mailto = mailtoWithValues(site.emails.care, words.mailSubject, requestLines(words, values));
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      <CallButton phone={site.phones.main}>
        {words.call} {site.phones.main.display}
      </CallButton>
      <a href={mailto} className={buttonClass("secondary")}>
        {words.mailLink}
      </a>
    </div>
  );
}

interface OutcomeProps {
  words: ContactFormContent;
  values: Record<string, string>;
  headingRef: Ref<HTMLHeadingElement>;
}

/** After a send: what happens next. In console mode it says plainly that nothing reached the office. */
export function SentMessage({
  words,
  values,
  headingRef,
  connected,
  onAgain,
}: OutcomeProps & { connected: boolean; onAgain: () => void }) {
  const sent = connected ? words.sent : words.sentConsole;
  return (
    <StatusMessage tone="success" heading={sent.heading} headingRef={headingRef}>
      {sent.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {!connected && <FallbackActions words={words} values={values} />}
      <button type="button" onClick={onAgain} className={buttonClass("secondary", "mt-2")}>
        {sent.again}
      </button>
    </StatusMessage>
  );
}

/**
 * A failed send: says so plainly (or, when the server refused too many sends, to call), the values
 * stay in the form, and the phone and e-mail are offered.
 */
export function FailedMessage({ words, values, headingRef, tooMany }: OutcomeProps & { tooMany: boolean }) {
  const body = tooMany ? [words.errors.tooMany] : words.failed.body;
  return (
    <StatusMessage tone="error" heading={words.failed.heading} headingRef={headingRef}>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <FallbackActions words={words} values={values} />
    </StatusMessage>
  );
}

/** Console mode without JavaScript: the form cannot be sent, so the page says to call (or e-mail). */
export function NoScriptNotice({ words }: { words: ContactFormContent }) {
  return (
    <>
      <p>{words.noScript}</p>
      <CallButton phone={site.phones.main}>
        {words.call} {site.phones.main.display}
      </CallButton>
      <p>
        <a href={mailtoHref(site.emails.care, words.mailSubject)} className="font-bold underline">
          <EmailText email={site.emails.care} />
        </a>
      </p>
    </>
  );
}
