import { useState, type ComponentProps } from "react";
import type { ReferralFormContent } from "~/content/referral-form";
import { site } from "~/content/site";
import { keysOf } from "~/lib/browser/keys";
import type { Upload } from "~/lib/forms/files";
import { CallButton } from "~/components/ui/button";
import { CheckboxesField } from "~/components/forms/checkboxes-field";
import { ConsentField } from "~/components/forms/consent-field";
import { DeliveryForm, useFormDelivery } from "~/components/forms/delivery-form";
import { Field } from "~/components/forms/field";
import { FileField } from "~/components/forms/file-field";
import { formValues } from "~/components/forms/form-values";
import { SelectField } from "~/components/forms/select-field";
import { ReferralFailed, ReferralSent } from "./referral-outcome";

/** Every named field, the ticked services as one list. */
function collect(form: HTMLFormElement): Record<string, string> {
  return { ...formValues(form), services: new FormData(form).getAll("services").join(", ") };
}

/** A select's choices from its words: the option codes are the keys, in the content's order. */
const choices = <K extends string>(labels: Partial<Record<K, string>>) =>
  keysOf(labels as Record<K, string>).map((value) => ({ value, label: labels[value]! }));

const id = (name: string) => `referral-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The fields in the order they appear, for the error summary (the services: their first box). */
const order = [
  "name",
  "role",
  "organization",
  "phone",
  "email",
  "bestTime",
  "physicianName",
  "physicianPhone",
  "physicianFax",
  "npi",
  "patientName",
  "patientBirthDate",
  "patientPhone",
  "patientAddress",
  "patientZip",
  "patientLanguage",
  "caregiverName",
  "caregiverRelationship",
  "caregiverPhone",
  "dischargeFacility",
  "dischargeDate",
  "startDate",
  "homebound",
  "faceToFaceDate",
  "reason",
  "diagnoses",
  "services",
  "payer",
  "memberId",
  "secondaryInsurance",
] as const;
/** Medicare's items, asked only while the agency bills Medicare (words.medicareItems). */
const MEDICARE_ITEMS: readonly string[] = ["homebound", "faceToFaceDate"];
const summaryFields = (words: ReferralFormContent, upload: Upload) => [
  ...order
    .filter((name) => words.medicareItems || !MEDICARE_ITEMS.includes(name))
    .map((name) => ({ name, id: name === "services" ? `${id(name)}-0` : id(name), label: words[name].label })),
  { name: upload.rule.field, id: id(upload.rule.field), label: upload.words.label },
  { name: "consent", id: id("consent"), label: words.consent.short },
];

/** What a text field of the form may add: its kind, its autofill, its keyboard, a length, or rows. */
interface TextExtras {
  type?: "tel" | "email" | "date";
  autoComplete?: "name" | "organization" | "tel" | "email" | "off";
  inputMode?: "numeric";
  maxLength?: number;
  rows?: number;
}

interface Choice<K extends string> {
  label: string;
  prompt: string;
  options: Record<K, string>;
}

const legend = "text-2xl font-bold text-ink";
const pairs = "mt-4 grid gap-6 lg:grid-cols-2 lg:gap-x-8";

/**
 * The clinicians' referral (/contact/referrals#refer), in the frame the site's forms share
 * (components/forms/delivery-form.tsx): who refers, the patient, up to five documents and the box
 * saying the sender may share them. Without JavaScript it posts natively (multipart, with the
 * files); with it, the values and files are checked first and sent in one request.
 */
export function ReferralForm({ words, upload }: { words: ReferralFormContent; upload: Upload }) {
  const [files, setFiles] = useState<File[]>([]);
  const delivery = useFormDelivery("referral", words.errors, collect, { ...upload, files: () => files });
  const { state, values, outcomeHeading, errors } = delivery;

  if (state === "sent" && values) {
    const again = () => {
      setFiles([]);
      delivery.reset();
    };
    const confirmation = delivery.result?.ok ? delivery.result : undefined;
    return (
      <ReferralSent
        words={words}
        headingRef={outcomeHeading}
        connected={delivery.delivered}
        confirmation={confirmation}
        onAgain={again}
      />
    );
  }

  const req = words.required;
  const opt = words.optional;
  const text = (name: (typeof order)[number], required: boolean, more: TextExtras = {}) => (
    <Field
      id={id(name)}
      name={name}
      label={words[name].label}
      hint={words[name].hint}
      marker={required ? req : opt}
      required={required}
      error={errors[name]}
      // A text box or, with `rows`, a text area: Field tells them apart by `rows`.
      {...(more as Partial<ComponentProps<typeof Field>>)}
    />
  );
  const select = <K extends string>(name: string, field: Choice<K>, required: boolean) => (
    <SelectField
      id={id(name)}
      name={name}
      label={field.label}
      marker={required ? req : opt}
      required={required}
      prompt={field.prompt}
      options={choices(field.options)}
      error={errors[name]}
    />
  );
  // The details of others (the physician, the patient, a caregiver) are never the sender's own:
  // no autofill there.
  const other = { autoComplete: "off" } as const;
  return (
    <DeliveryForm
      delivery={delivery}
      fields={summaryFields(words, upload)}
      noScript={
        <>
          <p>{words.noScript}</p>
          <CallButton phone={site.phones.referrals}>{words.call}</CallButton>
        </>
      }
      honeypot={{ id: "referral-website", label: words.honeypot }}
      failed={
        values && (
          <ReferralFailed
            words={words}
            headingRef={outcomeHeading}
            tooMany={delivery.tooMany}
            retryAfter={
              delivery.result?.ok === false && delivery.result.reason === "status"
                ? delivery.result.retryAfter
                : undefined
            }
          />
        )
      }
      words={words}
      encType="multipart/form-data"
      className="grid gap-10"
    >
      <fieldset>
        <legend className={legend}>{words.referrer}</legend>
        <div className={pairs}>
          {text("name", true, { autoComplete: "name" })}
          {select("role", words.role, true)}
          {text("organization", true, { autoComplete: "organization" })}
          {text("phone", true, { type: "tel", autoComplete: "tel" })}
          {text("email", true, { type: "email", autoComplete: "email" })}
          {select("bestTime", words.bestTime, false)}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{words.physician}</legend>
        <div className={pairs}>
          {text("physicianName", false, other)}
          {text("physicianPhone", false, { ...other, type: "tel" })}
          {text("physicianFax", false, { ...other, type: "tel" })}
          {text("npi", false, { ...other, inputMode: "numeric", maxLength: 10 })}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{words.patient}</legend>
        <div className={pairs}>
          {text("patientName", true, other)}
          {text("patientBirthDate", true, { ...other, type: "date" })}
          {text("patientPhone", true, { ...other, type: "tel" })}
          {text("patientAddress", false, other)}
          {text("patientZip", true, { ...other, inputMode: "numeric", maxLength: 10 })}
          {select("patientLanguage", words.patientLanguage, false)}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{words.caregiver}</legend>
        <div className={pairs}>
          {text("caregiverName", false, other)}
          {text("caregiverRelationship", false, other)}
          {text("caregiverPhone", false, { ...other, type: "tel" })}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{words.care}</legend>
        <div className={pairs}>
          {text("dischargeFacility", false, other)}
          {text("dischargeDate", false, { type: "date" })}
          {text("startDate", false, { type: "date" })}
          {words.medicareItems && select("homebound", words.homebound, false)}
          {words.medicareItems && text("faceToFaceDate", false, { type: "date" })}
        </div>
        <div className="mt-6 grid gap-6">
          {text("reason", true, { rows: 4, ...other })}
          {text("diagnoses", false, { rows: 2, ...other })}
          <CheckboxesField
            id={id("services")}
            name="services"
            legend={words.services.label}
            hint={words.services.hint}
            marker={opt}
            error={errors.services}
            options={choices(words.services.options)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{words.insurance}</legend>
        <div className={pairs}>
          {select("payer", words.payer, true)}
          {text("memberId", false, other)}
          {text("secondaryInsurance", false, other)}
        </div>
      </fieldset>
      <div className="grid gap-6">
        <FileField
          id={id(upload.rule.field)}
          upload={upload}
          marker={opt}
          error={errors[upload.rule.field]}
          files={files}
          onFiles={setFiles}
        />
        <ConsentField
          id={id("consent")}
          name="consent"
          label={words.consent.label}
          marker={req}
          error={errors.consent}
        />
      </div>
    </DeliveryForm>
  );
}
