import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  bestTimeOptions,
  paymentOptions,
  serviceOptions,
  type ContactFormContent,
} from "~/content/contact/contact-form";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { useDelivery } from "~/hooks/use-delivery";
import { useHydrated } from "~/hooks/use-hydrated";
import { FORM_FIELD, isRemoteEndpoint } from "~/lib/delivery";
import { Field } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { formValues } from "~/components/forms/form-values";
import { FailedMessage, NoScriptNotice, SentMessage } from "./form-outcome";

const choices = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

/**
 * The consultation request (issue 18). Delivery: app/lib/delivery.ts, configured in site.ts.
 * With an endpoint the form is a plain HTML form posting there (works without JavaScript);
 * JavaScript sends the same values to the form's `action` and shows sending / sent / failed.
 * In console mode there is nowhere to post: without JavaScript the form says to call instead
 * of showing a button that cannot work.
 */
export function ConsultationForm({ words }: { words: ContactFormContent }) {
  const { lang } = useLanguage();
  const { state, values, submit, reset } = useDelivery("contact");
  const hydrated = useHydrated();
  const connected = isRemoteEndpoint(site.formEndpoint);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const [sentTo, setSentTo] = useState("console");

  useEffect(() => {
    if (state === "sent" || state === "failed") outcomeHeading.current?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The form's action is where a native post would go: the script sends to the same place.
    const endpoint = form.getAttribute("action") ?? "console";
    setSentTo(endpoint);
    void submit(formValues(form), { endpoint });
  }

  if (state === "sent" && values) {
    const delivered = isRemoteEndpoint(sentTo);
    return (
      <SentMessage words={words} values={values} headingRef={outcomeHeading} connected={delivered} onAgain={reset} />
    );
  }

  const marker = { required: words.required, optional: words.optional };
  return (
    <form
      action={connected ? site.formEndpoint : undefined}
      method="post"
      onSubmit={onSubmit}
      aria-busy={state === "sending"}
      className="grid grid-cols-1 gap-6"
    >
      {!connected && (
        <noscript>
          <NoScriptNotice words={words} />
        </noscript>
      )}
      <input type="hidden" name={FORM_FIELD} value="contact" />
      <input type="hidden" name="language" value={lang} />
      <Field
        id="contact-name"
        name="name"
        label={words.name.label}
        marker={marker.required}
        required
        autoComplete="name"
        placeholder={words.name.placeholder}
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
      />
      <Field
        id="contact-email"
        name="email"
        type="email"
        label={words.email.label}
        marker={marker.optional}
        autoComplete="email"
        placeholder={words.email.placeholder}
      />
      <SelectField
        id="contact-service"
        name="service"
        label={words.service.label}
        marker={marker.optional}
        prompt={words.service.prompt}
        options={choices(serviceOptions, words.service.options)}
      />
      <SelectField
        id="contact-payment"
        name="payment"
        label={words.payment.label}
        marker={marker.optional}
        prompt={words.payment.prompt}
        options={choices(paymentOptions, words.payment.options)}
      />
      <SelectField
        id="contact-best-time"
        name="bestTime"
        label={words.bestTime.label}
        marker={marker.optional}
        prompt={words.bestTime.prompt}
        options={choices(bestTimeOptions, words.bestTime.options)}
      />
      <Field
        id="contact-message"
        name="message"
        rows={4}
        label={words.message.label}
        marker={marker.optional}
        hint={words.message.hint}
      />
      <Honeypot id="contact-website" label={words.honeypot} />
      {state === "failed" && values && <FailedMessage words={words} values={values} headingRef={outcomeHeading} />}
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
