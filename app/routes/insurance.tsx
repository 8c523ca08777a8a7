import { insurance } from "~/content/contact/insurance";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { PaymentOptions } from "~/components/insurance/payment-options";
import { BillingSteps } from "~/components/insurance/billing-steps";
import { MedicareCheck } from "~/components/insurance/medicare-check";
import { medicareCheckMarkup } from "~/components/insurance/medicare-check.server";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/insurance";

/** Build time only: the page's words, and the live self-check drawn for pages React does not hydrate. */
export function loader({ request }: Route.LoaderArgs) {
  const content = contentFor(insurance, request);
  return { ...content, checkMarkup: medicareCheckMarkup(content.check) };
}
export const meta = pageMeta;

export default function InsurancePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <PaymentOptions payers={loaderData.payers} insurers={loaderData.insurers} />
      <MedicareCheck words={loaderData.check} markup={loaderData.checkMarkup} />
      <BillingSteps billing={loaderData.billing} />
      <CallToAction />
    </>
  );
}
