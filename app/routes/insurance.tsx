import { insurance } from "~/content/contact/insurance";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { PaymentOptions } from "~/components/insurance/payment-options";
import { BillingSteps } from "~/components/insurance/billing-steps";
import { MedicareCheck } from "~/components/insurance/medicare-check";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/insurance";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(insurance, request);
export const meta = pageMeta;

export default function InsurancePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <PaymentOptions payers={loaderData.payers} insurers={loaderData.insurers} />
      <MedicareCheck words={loaderData.check} />
      <BillingSteps billing={loaderData.billing} />
      <CallToAction />
    </>
  );
}
