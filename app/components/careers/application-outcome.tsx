import type { Ref } from "react";
import type { ApplicationContent } from "~/content/careers-application";
import type { Position } from "~/content/careers-positions";
import { site } from "~/content/site";
import { buttonClass, CallButton } from "~/components/ui/button";
import { StatusMessage } from "~/components/forms/status-message";
import { mailtoWithValues } from "~/components/forms/form-values";

type Values = Record<string, string>;

/** The application as "Label: value" lines, choices in words (not codes), for the e-mail fallback. */
export function applicationLines(words: ApplicationContent, positions: Position[], values: Values): [string, string][] {
  const choice = <K extends string>(options: Record<K, string>, value = "") =>
    Object.hasOwn(options, value) ? options[value as K] : value;
  const areas = (values.areas ?? "")
    .split(", ")
    .map((area) => choice(words.areas.options, area))
    .join(", ");
  return [
    [words.name, values.name ?? ""],
    [words.phone, values.phone ?? ""],
    [words.email, values.email ?? ""],
    [words.position.label, positions.find((p) => p.id === values.position)?.title ?? values.position ?? ""],
    [words.license.label, choice(words.license.options, values.license)],
    [words.licenseNumber.label, values.licenseNumber ?? ""],
    [words.experience.label, choice(words.experience.options, values.experience)],
    [words.areas.legend, areas],
    [words.availability.label, choice(words.availability.options, values.availability)],
    [words.note.label, values.note ?? ""],
  ];
}

interface OutcomeProps {
  words: ApplicationContent;
  positions: Position[];
  values: Values;
  headingRef: Ref<HTMLHeadingElement>;
}

function Fallback({ words, positions, values }: Omit<OutcomeProps, "headingRef">) {
  const mailto = mailtoWithValues(site.emails.careers, words.mailSubject, applicationLines(words, positions, values));
  return (
    <div className="flex flex-wrap gap-3 pt-1">
      <CallButton phone={site.phones.main}>
        {words.call} <span className="whitespace-nowrap">{site.phones.main.display}</span>
      </CallButton>
      <a href={mailto} className={buttonClass("secondary")}>
        {words.mailLink}
      </a>
    </div>
  );
}

/** After a send. In console mode it says plainly that nothing reached the office, and offers call and e-mail. */
export function ApplicationSent({
  connected,
  onAgain,
  ...props
}: OutcomeProps & { connected: boolean; onAgain: () => void }) {
  const sent = connected ? props.words.sent : props.words.sentConsole;
  return (
    <StatusMessage tone="success" heading={sent.heading} headingRef={props.headingRef}>
      {sent.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {!connected && <Fallback {...props} />}
      <button type="button" onClick={onAgain} className={buttonClass("secondary", "mt-2")}>
        {sent.again}
      </button>
    </StatusMessage>
  );
}

/**
 * A failed send (or, when the server refused too many sends, a request to call): the values stay
 * in the form; phone and e-mail (with the values) are offered.
 */
export function ApplicationFailed({ tooMany, ...props }: OutcomeProps & { tooMany: boolean }) {
  const body = tooMany ? [props.words.errors.tooMany] : props.words.failed.body;
  return (
    <StatusMessage tone="error" heading={props.words.failed.heading} headingRef={props.headingRef}>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Fallback {...props} />
    </StatusMessage>
  );
}
