import type { NewsletterWords } from "~/content/blog/blog-index";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { telHref } from "~/lib/contact";
import { fill } from "~/i18n/format";
import { feedPath } from "~/lib/feed-link";
import { Field } from "~/components/forms/field";
import { DeliveryForm, useFormDelivery } from "~/components/forms/delivery-form";
import { StatusMessage } from "~/components/forms/status-message";
import { NewsletterSent } from "./newsletter-sent";

/**
 * The newsletter: one e-mail field, in the frame all the site's forms share
 * (components/forms/delivery-form.tsx). In console mode without JavaScript the box says how else
 * to stay in touch, with no button; with JavaScript the answer says honestly that the address was
 * not sent. Never a fake success.
 */
export function NewsletterBox({ words }: { words: NewsletterWords }) {
  const { lang } = useLanguage();
  const delivery = useFormDelivery("newsletter", words.errors);
  const { state, outcomeHeading } = delivery;

  const phone = site.phones.main;
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="newsletter-heading" className="text-2xl">
        {words.heading}
      </h2>
      <p className="mt-3">{words.body}</p>
      {state === "sent" ? (
        <NewsletterSent
          words={delivery.delivered ? words.sent : words.sentConsole}
          delivered={delivery.delivered}
          headingRef={outcomeHeading}
          onAgain={delivery.reset}
        />
      ) : (
        <DeliveryForm
          delivery={delivery}
          fields={[{ name: "email", id: "newsletter-email", label: words.emailLabel }]}
          noScript={<p>{words.noScript}</p>}
          honeypot={{ id: "newsletter-website", label: words.honeypot }}
          failed={
            <StatusMessage tone="error" heading={words.failed.heading} headingRef={outcomeHeading}>
              <p>{delivery.tooMany ? words.errors.tooMany : words.failed.body}</p>
              <p>
                <a href={telHref(phone)} className="font-bold underline">
                  {fill(words.call, { phone: phone.display })}
                </a>
              </p>
            </StatusMessage>
          }
          words={words}
          className="mt-5 grid gap-4"
        >
          <Field
            id="newsletter-email"
            name="email"
            type="email"
            label={words.emailLabel}
            hint={words.hint}
            required
            autoComplete="email"
            error={delivery.errors.email}
          />
        </DeliveryForm>
      )}
      <p className="mt-5 text-base">
        <a href={feedPath(lang)} className="font-bold underline">
          {words.feed}
        </a>
      </p>
    </section>
  );
}
