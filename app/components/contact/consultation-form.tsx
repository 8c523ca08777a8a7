import type { ContactFormContent } from "~/content/contact/contact-form";
import { keysOf } from "~/lib/browser/keys";
import { Field } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { DeliveryForm, useFormDelivery } from "~/components/forms/delivery-form";
import { FailedMessage, NoScriptNotice, SentMessage } from "./form-outcome";

/** A select's choices from its words: the option codes are the keys, in the content's order. */
const choices = <K extends string>(labels: Record<K, string>) =>
  keysOf(labels).map((value) => ({ value, label: labels[value] }));

/** The fields in the order they appear, for the error summary. */
const summaryFields = (words: ContactFormContent) => [
  { name: "name", id: "contact-name", label: words.name.label },
  { name: "phone", id: "contact-phone", label: words.phone.label },
  { name: "textConsent", id: "contact-text-consent", label: words.textConsent.label },
  { name: "email", id: "contact-email", label: words.email.label },
  { name: "service", id: "contact-service", label: words.service.label },
  { name: "payment", id: "contact-payment", label: words.payment.label },
  { name: "bestTime", id: "contact-best-time", label: words.bestTime.label },
  { name: "message", id: "contact-message", label: words.message.label },
];

/**
 * The consultation request, in the frame all the site's forms share
 * (components/forms/delivery-form.tsx): it posts natively to an endpoint, checks the values and
 * sends by script with sending / sent / failed, and without JavaScript in console mode says to
 * call instead.
 */
export function ConsultationForm({ words }: { words: ContactFormContent }) {
  const delivery = useFormDelivery("contact", words.errors);
  const { state, values, outcomeHeading, errors } = delivery;

  if (state === "sent" && values) {
    return (
      <SentMessage
        words={words}
        values={values}
        headingRef={outcomeHeading}
        connected={delivery.delivered}
        onAgain={delivery.reset}
      />
    );
  }

  const marker = { required: words.required, optional: words.optional };
  return (
    <DeliveryForm
      delivery={delivery}
      fields={summaryFields(words)}
      noScript={<NoScriptNotice words={words} />}
      honeypot={{ id: "contact-website", label: words.honeypot }}
      failed={
        values && <FailedMessage words={words} values={values} headingRef={outcomeHeading} tooMany={delivery.tooMany} />
      }
      words={words}
      className="grid grid-cols-1 gap-6"
    >
      <Field
        id="contact-name"
        name="name"
        label={words.name.label}
        marker={marker.required}
        required
        autoComplete="name"
        placeholder={words.name.placeholder}
        error={errors.name}
      />
      <Field
        id="contact-phone"
        name="phone"
        type="tel"
        label={words.phone.label}
        marker={marker.required}
        required
        autoComplete="tel"
        placeholder={words.phone.placeholder}
        error={errors.phone}
      />
      <CheckboxField
        id="contact-text-consent"
        name="textConsent"
        label={words.textConsent.label}
        hint={words.textConsent.hint}
        link={words.textConsent.privacyLink}
        error={errors.textConsent}
      />
      <Field
        id="contact-email"
        name="email"
        type="email"
        label={words.email.label}
        marker={marker.optional}
        autoComplete="email"
        placeholder={words.email.placeholder}
        error={errors.email}
      />
      <SelectField
        id="contact-service"
        name="service"
        label={words.service.label}
        marker={marker.optional}
        prompt={words.service.prompt}
        options={choices(words.service.options)}
        error={errors.service}
      />
      <SelectField
        id="contact-payment"
        name="payment"
        label={words.payment.label}
        marker={marker.optional}
        prompt={words.payment.prompt}
        options={choices(words.payment.options)}
        error={errors.payment}
      />
      <SelectField
        id="contact-best-time"
        name="bestTime"
        label={words.bestTime.label}
        marker={marker.optional}
        prompt={words.bestTime.prompt}
        options={choices(words.bestTime.options)}
        error={errors.bestTime}
      />
      <Field
        id="contact-message"
        name="message"
        rows={4}
        label={words.message.label}
        marker={marker.optional}
        hint={words.message.hint}
        error={errors.message}
      />
    </DeliveryForm>
  );
}
