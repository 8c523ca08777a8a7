import { useState } from "react";
import type { ApplicationContent } from "~/content/careers-application";
import type { Upload } from "~/lib/forms/files";
import { keysOf } from "~/lib/browser/keys";
import type { Position } from "~/content/careers-positions";
import { Field } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { DeliveryForm, useFormDelivery } from "~/components/forms/delivery-form";
import { formValues } from "~/components/forms/form-values";
import { ApplicationFailed, ApplicationSent } from "./application-outcome";
import { site } from "~/content/site";
import { EmailText } from "~/components/ui/email-text";
import { AreasField } from "./areas-field";
import { usePositionFromHash } from "~/hooks/use-position-from-hash";

/** Every named field, the care areas (checkboxes) as one list. */
function collect(form: HTMLFormElement): Record<string, string> {
  return { ...formValues(form), areas: new FormData(form).getAll("areas").join(", ") };
}

/** The fields in the order they appear, for the error summary (the care areas: their first box). */
const summaryFields = (words: ApplicationContent & { resumeLabel: string }) => [
  { name: "name", id: "apply-name", label: words.name },
  { name: "phone", id: "apply-phone", label: words.phone },
  { name: "email", id: "apply-email", label: words.email },
  { name: "position", id: "apply-position", label: words.position.label },
  { name: "license", id: "apply-license", label: words.license.label },
  { name: "licenseNumber", id: "apply-license-number", label: words.licenseNumber.label },
  { name: "experience", id: "apply-experience", label: words.experience.label },
  { name: "availability", id: "apply-availability", label: words.availability.label },
  { name: "areas", id: "apply-areas-0", label: words.areas.legend },
  { name: "note", id: "apply-note", label: words.note.label },
  { name: "resume", id: "apply-resume", label: words.resumeLabel },
];

/** The résumé chosen in the form's file box (one file at most). */
const resumeOf = (form: HTMLFormElement) =>
  Array.from((form.elements.namedItem("resume") as HTMLInputElement).files ?? []);

/** A select's choices from its words: the option codes are the keys, in the content's order. */
const choices = <K extends string>(labels: Record<K, string>) =>
  keysOf(labels).map((value) => ({ value, label: labels[value] }));

/**
 * The job application (#apply), in the frame all the site's forms share
 * (components/forms/delivery-form.tsx): it posts natively to an endpoint, sends by script with
 * sending / sent / failed (keeping every value on a failure), and without JavaScript in console
 * mode says to call or e-mail instead. The care areas are checkboxes: sent as one list.
 * Each position's Apply link (#apply-<id>) picks the position. With the site's own server behind
 * it (`resume` given), a résumé may go with it: one PDF or Word file in the browser's own file box,
 * sent in the same request.
 */
export function ApplicationForm({
  words,
  positions,
  resume,
}: {
  words: ApplicationContent;
  positions: Position[];
  /** The résumé field, or null where the forms post to a form service (no files there). */
  resume: Upload | null;
}) {
  const delivery = useFormDelivery(
    "application",
    words.errors,
    collect,
    resume ? { ...resume, files: resumeOf } : undefined,
  );
  const { state, values, outcomeHeading, errors } = delivery;
  const [position, setPosition] = useState("");
  usePositionFromHash(positions, setPosition);

  if (state === "sent" && values) {
    const again = () => {
      setPosition("");
      delivery.reset();
    };
    return (
      <ApplicationSent
        words={words}
        positions={positions}
        values={values}
        headingRef={outcomeHeading}
        connected={delivery.delivered}
        onAgain={again}
      />
    );
  }

  const req = words.required;
  const opt = words.optional;
  return (
    <DeliveryForm
      delivery={delivery}
      fields={summaryFields({ ...words, resumeLabel: resume?.words.label ?? "" })}
      noScript={
        <p>
          {words.noScript.split(site.emails.careers).map((part, i) => (
            <span key={i}>
              {i > 0 && <EmailText email={site.emails.careers} />}
              {part}
            </span>
          ))}
        </p>
      }
      honeypot={{ id: "apply-website", label: words.honeypot }}
      failed={
        values && (
          <ApplicationFailed
            words={words}
            positions={positions}
            values={values}
            headingRef={outcomeHeading}
            tooMany={delivery.tooMany}
          />
        )
      }
      words={words}
      encType={resume ? "multipart/form-data" : undefined}
      className="grid gap-6"
    >
      {/* The short fields, in pairs on a wide page. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-x-8">
        <Field
          id="apply-name"
          name="name"
          label={words.name}
          marker={req}
          required
          autoComplete="name"
          error={errors.name}
        />
        <Field
          id="apply-phone"
          name="phone"
          type="tel"
          label={words.phone}
          marker={req}
          required
          autoComplete="tel"
          error={errors.phone}
        />
        <Field
          id="apply-email"
          name="email"
          type="email"
          label={words.email}
          marker={req}
          required
          autoComplete="email"
          error={errors.email}
        />
        <SelectField
          id="apply-position"
          name="position"
          label={words.position.label}
          marker={req}
          required
          prompt={words.position.prompt}
          options={positions.map((p) => ({ value: p.id, label: p.title }))}
          error={errors.position}
          value={position}
          onChange={setPosition}
        />
        <SelectField
          id="apply-license"
          name="license"
          label={words.license.label}
          marker={req}
          hint={words.license.hint}
          required
          prompt={words.license.prompt}
          options={choices(words.license.options)}
          error={errors.license}
        />
        <Field
          id="apply-license-number"
          name="licenseNumber"
          label={words.licenseNumber.label}
          marker={opt}
          hint={words.licenseNumber.hint}
          error={errors.licenseNumber}
        />
        <SelectField
          id="apply-experience"
          name="experience"
          label={words.experience.label}
          marker={req}
          required
          prompt={words.experience.prompt}
          options={choices(words.experience.options)}
          error={errors.experience}
        />
        <SelectField
          id="apply-availability"
          name="availability"
          label={words.availability.label}
          marker={req}
          required
          prompt={words.availability.prompt}
          options={choices(words.availability.options)}
          error={errors.availability}
        />
      </div>
      <AreasField words={words.areas} marker={opt} error={errors.areas} />
      <Field
        id="apply-note"
        name="note"
        rows={4}
        label={words.note.label}
        marker={opt}
        hint={words.note.hint}
        error={errors.note}
      />
      {resume && (
        <Field
          id="apply-resume"
          name="resume"
          type="file"
          accept={resume.accept}
          label={resume.words.label}
          marker={opt}
          hint={resume.words.hint}
          error={errors.resume}
        />
      )}
    </DeliveryForm>
  );
}
