import { referrals } from "~/content/contact/referrals";
import { documentsField } from "~/content/file-fields";
import { referralForm } from "~/content/referral-form";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";
import { ReferralChannels } from "~/components/referrals/referral-channels";
import { ReferralSection } from "~/components/referrals/referral-section";
import { takesFiles } from "~/lib/delivery";
import { fileRules, uploadField } from "~/lib/forms/files";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/referrals";

/**
 * Runs at build time: the page's words, with the online referral's. When the forms post to a form
 * service, the online referral is left out and the sentences that point to it are swapped for the
 * ones that do not (app/content/referral-form.ts, withoutForm).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = contentFor(referrals, request);
  const form = contentFor(referralForm, request);
  const upload = uploadField(fileRules.referral, contentFor(documentsField, request));
  if (takesFiles()) return { ...page, form: { words: form, upload } };
  return {
    ...page,
    head: { ...page.head, intro: [form.withoutForm.intro, ...page.head.intro.slice(1)] },
    send: { ...page.send, secure: form.withoutForm.secure },
    form: null,
  };
};
export const meta = pageMeta;

export default function ReferralsPage({ loaderData }: Route.ComponentProps) {
  const { channels, send, next, form } = loaderData;
  return (
    <>
      <PageHero head={loaderData.head} />
      <ReferralChannels words={channels} online={form !== null} />
      <Section headingId="send-heading">
        <SectionHeading id="send-heading" title={send.heading} intro={send.intro} />
        <CheckList items={send.items} className="mt-6 max-w-3xl" />
        <p className="mt-6 max-w-3xl rounded-lg border-l-4 border-accent-700 bg-white p-4 font-bold">{send.secure}</p>
      </Section>
      {form && <ReferralSection words={form.words} upload={form.upload} />}
      <Section headingId="next-heading" tone="white">
        <SectionHeading id="next-heading" title={next.heading} />
        <ol className="mt-6 grid max-w-3xl list-decimal gap-3 pl-6 marker:font-bold marker:text-brand-700">
          {next.steps.map((step) => (
            <li key={step} className="pl-2">
              {step}
            </li>
          ))}
        </ol>
        <ButtonLink to="/services" variant="secondary" className="mt-8">
          {next.servicesLink}
        </ButtonLink>
      </Section>
      <CallToAction />
    </>
  );
}
