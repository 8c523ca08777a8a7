import { useEffect, useRef, useState, type FormEvent } from "react";
import type { NewsletterWords } from "~/content/blog/blog-index";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { useDelivery } from "~/hooks/use-delivery";
import { useHydrated } from "~/hooks/use-hydrated";
import { FORM_FIELD, isRemoteEndpoint } from "~/lib/delivery";
import { telHref } from "~/lib/contact";
import { fill } from "~/lib/format";
import { feedPath } from "~/lib/feed-link";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { formValues } from "~/components/forms/form-values";
import { StatusMessage } from "~/components/forms/status-message";
import { NewsletterSent } from "./newsletter-sent";

/**
 * The newsletter: one e-mail field, sent through the delivery module (site.formEndpoint). With an
 * endpoint it is a plain form posting there (works without JavaScript). In console mode there is
 * nowhere to post: without JavaScript the box says how else to stay in touch, with no button; with
 * JavaScript the answer says honestly that the address was not sent. Never a fake success.
 */
export function NewsletterBox({ words }: { words: NewsletterWords }) {
  const { lang } = useLanguage();
  const { state, submit, reset } = useDelivery("newsletter");
  const hydrated = useHydrated();
  const connected = isRemoteEndpoint(site.formEndpoint);
  const [sentTo, setSentTo] = useState("console");
  const outcomeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === "sent" || state === "failed") outcomeHeading.current?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const endpoint = form.getAttribute("action") ?? "console";
    setSentTo(endpoint);
    void submit(formValues(form), { endpoint });
  }

  const phone = site.phones.main;
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="newsletter-heading" className="text-2xl">
        {words.heading}
      </h2>
      <p className="mt-3">{words.body}</p>
      {state === "sent" ? (
        <NewsletterSent
          words={isRemoteEndpoint(sentTo) ? words.sent : words.sentConsole}
          delivered={isRemoteEndpoint(sentTo)}
          headingRef={outcomeHeading}
          onAgain={reset}
        />
      ) : (
        <form
          action={connected ? site.formEndpoint : undefined}
          method="post"
          onSubmit={onSubmit}
          aria-busy={state === "sending"}
          className="mt-5 grid gap-4"
        >
          {!connected && (
            <noscript>
              <StatusMessage tone="info">
                <p>{words.noScript}</p>
              </StatusMessage>
            </noscript>
          )}
          <input type="hidden" name={FORM_FIELD} value="newsletter" />
          <input type="hidden" name="language" value={lang} />
          <Field
            id="newsletter-email"
            name="email"
            type="email"
            label={words.emailLabel}
            hint={words.hint}
            required
            autoComplete="email"
          />
          <Honeypot id="newsletter-website" label={words.honeypot} />
          {state === "failed" && (
            <StatusMessage tone="error" heading={words.failed.heading} headingRef={outcomeHeading}>
              <p>{words.failed.body}</p>
              <p>
                <a href={telHref(phone)} className="font-bold underline">
                  {fill(words.call, { phone: phone.display })}
                </a>
              </p>
            </StatusMessage>
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
      )}
      <p className="mt-5 text-base">
        <a href={feedPath(lang)} className="font-bold underline">
          {words.feed}
        </a>
      </p>
    </section>
  );
}
