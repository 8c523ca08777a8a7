import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  availabilityOptions,
  experienceOptions,
  licenseOptions,
  type ApplicationContent,
} from "~/content/careers-application";
import type { Position } from "~/content/careers-positions";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { useDelivery } from "~/hooks/use-delivery";
import { useHydrated } from "~/hooks/use-hydrated";
import { FORM_FIELD, isRemoteEndpoint } from "~/lib/delivery";
import { Field, FieldLabel, controlClass } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { formValues } from "~/components/forms/form-values";
import { StatusMessage } from "~/components/forms/status-message";
import { ApplicationFailed, ApplicationSent } from "./application-outcome";
import { AreasField } from "./areas-field";
import { usePositionFromHash } from "./use-position-from-hash";

const choices = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

/**
 * The job application (#apply), sent by the delivery module (app/lib/delivery.ts). With an
 * endpoint it is a plain HTML form posting there (works without JavaScript); JavaScript sends
 * the same values to the form's `action` and shows sending / sent / failed, keeping every value
 * on a failure. In console mode, without JavaScript, it says to call or e-mail instead.
 * Each position's Apply link (#apply-<id>) picks the position.
 */
export function ApplicationForm({ words, positions }: { words: ApplicationContent; positions: Position[] }) {
  const { lang } = useLanguage();
  const { state, values, submit, reset } = useDelivery("application");
  const hydrated = useHydrated();
  const connected = isRemoteEndpoint(site.formEndpoint);
  const [position, setPosition] = useState("");
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const sentTo = useRef("console");
  usePositionFromHash(positions, setPosition);

  useEffect(() => {
    if (state === "sent" || state === "failed") outcomeHeading.current?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    sentTo.current = form.getAttribute("action") ?? "console";
    const typed = formValues(form);
    typed.areas = new FormData(form).getAll("areas").join(", ");
    void submit(typed, { endpoint: sentTo.current });
  }

  if (state === "sent" && values) {
    const again = () => {
      setPosition("");
      reset();
    };
    return (
      <ApplicationSent
        words={words}
        positions={positions}
        values={values}
        headingRef={outcomeHeading}
        connected={isRemoteEndpoint(sentTo.current)}
        onAgain={again}
      />
    );
  }

  const req = words.required;
  const opt = words.optional;
  return (
    <form
      action={connected ? site.formEndpoint : undefined}
      method="post"
      onSubmit={onSubmit}
      aria-busy={state === "sending"}
      className="grid gap-6"
    >
      {!connected && (
        <noscript>
          <StatusMessage tone="info">
            <p>{words.noScript}</p>
          </StatusMessage>
        </noscript>
      )}
      <input type="hidden" name={FORM_FIELD} value="application" />
      <input type="hidden" name="language" value={lang} />
      <Field id="apply-name" name="name" label={words.name} marker={req} required autoComplete="name" />
      <Field id="apply-phone" name="phone" type="tel" label={words.phone} marker={req} required autoComplete="tel" />
      <Field
        id="apply-email"
        name="email"
        type="email"
        label={words.email}
        marker={req}
        required
        autoComplete="email"
      />
      <div>
        <FieldLabel htmlFor="apply-position" label={words.position.label} marker={req} />
        <select
          id="apply-position"
          name="position"
          required
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          className={`${controlClass} cursor-pointer`}
        >
          <option value="">{words.position.prompt}</option>
          {positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        id="apply-license"
        name="license"
        label={words.license.label}
        marker={req}
        required
        prompt={words.license.prompt}
        options={choices(licenseOptions, words.license.options)}
      />
      <Field
        id="apply-license-number"
        name="licenseNumber"
        label={words.licenseNumber.label}
        marker={opt}
        hint={words.licenseNumber.hint}
        maxLength={40}
      />
      <SelectField
        id="apply-experience"
        name="experience"
        label={words.experience.label}
        marker={req}
        required
        prompt={words.experience.prompt}
        options={choices(experienceOptions, words.experience.options)}
      />
      <AreasField words={words.areas} marker={opt} />
      <SelectField
        id="apply-availability"
        name="availability"
        label={words.availability.label}
        marker={req}
        required
        prompt={words.availability.prompt}
        options={choices(availabilityOptions, words.availability.options)}
      />
      <Field id="apply-note" name="note" rows={4} label={words.note.label} marker={opt} hint={words.note.hint} />
      <Honeypot id="apply-website" label={words.honeypot} />
      {state === "failed" && values && (
        <ApplicationFailed words={words} positions={positions} values={values} headingRef={outcomeHeading} />
      )}
      {(connected || hydrated) && (
        <div>
          <SubmitButton
            sending={state === "sending"}
            label={state === "failed" ? words.failed.retry : words.submit}
            sendingLabel={words.sending}
          />
        </div>
      )}
    </form>
  );
}
