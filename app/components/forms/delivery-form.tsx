import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { useDelivery, type Delivery } from "~/hooks/use-delivery";
import { useHydrated } from "~/hooks/use-hydrated";
import { FORM_FIELD, isRemoteEndpoint, type FormName } from "~/lib/delivery";
import { formValues } from "./form-values";
import { Honeypot } from "./honeypot";
import { StatusMessage } from "./status-message";
import { SubmitButton } from "./submit-button";

export interface FormDelivery extends Delivery {
  /** The form's name, sent with its values. */
  name: FormName;
  /** The heading of the sent or failed message: it takes focus when that message appears. */
  outcomeHeading: RefObject<HTMLHeadingElement | null>;
  /** Whether the last send went to an endpoint (false in console mode: nothing left the browser). */
  delivered: boolean;
  /** Sends the form's values to its `action` (where a native post would go), or logs them in console mode. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The delivery of one of the site's forms (contact, application, newsletter): app/lib/delivery.ts,
 * configured in site.ts. `collect` reads the values (by default every named field, one value each).
 * The sent or failed message's heading takes focus, so a screen reader hears the outcome.
 */
export function useFormDelivery(
  name: FormName,
  collect: (form: HTMLFormElement) => Record<string, string> = formValues,
): FormDelivery {
  const delivery = useDelivery(name);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const [sentTo, setSentTo] = useState("console");
  const { state } = delivery;

  useEffect(() => {
    if (state === "sent" || state === "failed") outcomeHeading.current?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const endpoint = form.getAttribute("action") ?? "console";
    setSentTo(endpoint);
    void delivery.submit(collect(form), { endpoint });
  }

  return { ...delivery, name, outcomeHeading, delivered: isRemoteEndpoint(sentTo), onSubmit };
}

interface DeliveryFormProps {
  delivery: FormDelivery;
  /** Shown (in an info box) without JavaScript in console mode, where there is nowhere to post: how else to reach us. */
  noScript: ReactNode;
  honeypot: { id: string; label: string };
  /** The failure message (with every typed value kept in the fields). */
  failed: ReactNode;
  /** The form's words: its button, while sending, and after a failure. */
  words: { submit: string; sending: string; failed: { retry: string } };
  className: string;
  children: ReactNode;
}

/**
 * The frame the site's forms share. With an endpoint it is a plain HTML form posting there (works
 * without JavaScript); with JavaScript the same values go to the same place and the form shows
 * sending / failed. In console mode there is nowhere to post: without JavaScript the form shows
 * `noScript` and no button, since a button that cannot work is worse than none.
 */
export function DeliveryForm({ delivery, noScript, honeypot, failed, words, className, children }: DeliveryFormProps) {
  const { lang } = useLanguage();
  const hydrated = useHydrated();
  const connected = isRemoteEndpoint(site.formEndpoint);
  const { state } = delivery;
  return (
    <form
      action={connected ? site.formEndpoint : undefined}
      method="post"
      onSubmit={delivery.onSubmit}
      aria-busy={state === "sending"}
      className={className}
    >
      {!connected && (
        <noscript>
          <StatusMessage tone="info">{noScript}</StatusMessage>
        </noscript>
      )}
      <input type="hidden" name={FORM_FIELD} value={delivery.name} />
      <input type="hidden" name="language" value={lang} />
      {children}
      <Honeypot id={honeypot.id} label={honeypot.label} />
      {state === "failed" && failed}
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
