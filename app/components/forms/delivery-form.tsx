import type { ReactNode } from "react";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { useHydrated } from "~/hooks/use-hydrated";
import { FORM_FIELD, formAction, LANG_FIELD } from "~/lib/delivery";
import type { SummaryField } from "./error-summary";
import { Honeypot } from "./honeypot";
import { StatusMessage } from "./status-message";
import { SubmitButton } from "./submit-button";
import type { FormDelivery } from "~/hooks/use-form-delivery";

export { useFormDelivery, type FormDelivery } from "~/hooks/use-form-delivery";

interface DeliveryFormProps {
  delivery: FormDelivery;
  /** The fields the error summary links to, in the order they appear. */
  fields: readonly SummaryField[];
  /** Shown (in an info box) without JavaScript in console mode, where there is nowhere to post: how else to reach us. */
  noScript: ReactNode;
  honeypot: { id: string; label: string };
  /** The failure message (with every typed value kept in the fields). */
  failed: ReactNode;
  /** The form's words: its button, while sending, and after a failure. */
  words: { submit: string; sending: string; failed: { retry: string } };
  className: string;
  /** "multipart/form-data" for a form with a file field (its native post carries the files). */
  encType?: "multipart/form-data";
  children: ReactNode;
}

/**
 * The frame the site's forms share. With an endpoint it is a plain HTML form posting there (works
 * without JavaScript, with hidden `form` and `lang` fields); with JavaScript the values are checked
 * first (messages next to each field and in a summary on top, never the browser's own bubbles),
 * then go to the same place, and the form shows sending / failed. In console mode there is nowhere
 * to post: without JavaScript the form shows `noScript` and no button, since a button that cannot
 * work is worse than none. Without JavaScript, only this site's own server (which answers in the
 * page's language) turns the browser's checks off; a form service gets the browser's checks.
 */
export function DeliveryForm(props: DeliveryFormProps) {
  const { delivery, fields, noScript, honeypot, failed, words, className, encType, children } = props;
  const { lang } = useLanguage();
  const hydrated = useHydrated();
  const served = formAction(delivery.name);
  // The site's own server answers a post it refuses unread in the language the address names.
  const action = served && site.formEndpoint === "server" ? `${served}?lang=${lang}` : served;
  const { state, errors } = delivery;
  const Summary = delivery.checker?.ErrorSummary;
  return (
    <form
      action={action}
      method="post"
      encType={action ? encType : undefined}
      noValidate={hydrated || site.formEndpoint === "server"}
      onSubmit={delivery.onSubmit}
      onFocus={delivery.prepare}
      onPointerDown={delivery.prepare}
      aria-busy={state === "sending"}
      className={className}
    >
      {!action && (
        <noscript>
          <StatusMessage tone="info">{noScript}</StatusMessage>
        </noscript>
      )}
      {Summary && delivery.attempt > 0 && (
        <Summary key={delivery.attempt} heading={delivery.errorWords.summary} errors={errors} fields={fields} />
      )}
      <input type="hidden" name={FORM_FIELD} value={delivery.name} />
      <input type="hidden" name={LANG_FIELD} value={lang} />
      {children}
      <Honeypot id={honeypot.id} label={honeypot.label} />
      {state === "failed" && failed}
      {(action || hydrated) && (
        <div>
          <SubmitButton
            sending={state === "sending"}
            label={state === "failed" ? words.failed.retry : words.submit}
            sendingLabel={words.sending}
          />
          {delivery.progress !== null && (
            // Documents on a slow connection take a while: how much has gone.
            <progress
              value={delivery.progress}
              max={1}
              aria-label={words.sending}
              className="mt-3 block h-3 w-full max-w-md accent-brand-700"
            />
          )}
        </div>
      )}
    </form>
  );
}
