import { servicePages } from "~/content/services";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { CardsSection } from "~/components/services/cards-section";
import { ListSection } from "~/components/services/list-section";
import { FamilyProgramSection } from "~/components/services/family-program-section";
import { PaymentSection } from "~/components/services/payment-section";
import { RelatedSection } from "~/components/services/related-section";
import { contentFor, pageMeta, requestSlug } from "~/lib/page-data";
import { serviceSlugs } from "~/pages";
import type { Route } from "./+types/service";

/** One template for every page under /services/, fed by its slug's content module. */
export const loader = ({ request }: Route.LoaderArgs) =>
  contentFor(servicePages[requestSlug(request, "/services/", serviceSlugs)], request);
export const meta = pageMeta;

/** Each page shows only the sections written for it, in one fixed order. */
export default function ServicePage({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={c.head} />
      {c.conditions && <CardsSection id="conditions" block={c.conditions} tone="white" />}
      {c.programs && <CardsSection id="programs" block={c.programs} tone="white" />}
      {c.caregivers && (
        <CardsSection id="caregivers" block={c.caregivers} cols={c.caregivers.items.length === 2 ? 2 : 3} />
      )}
      {c.ageGroups && <CardsSection id="age-groups" block={c.ageGroups} tone="white" />}
      {c.visit && <ListSection id="visit" block={c.visit} tone="teal" />}
      {c.hours && <CardsSection id="hours" block={c.hours} tone="white" />}
      {c.familyProgram && <FamilyProgramSection program={c.familyProgram} />}
      {c.suits && <ListSection id="suits" block={c.suits} />}
      <PaymentSection payment={c.payment} />
      <RelatedSection related={c.related} />
      <CallToAction />
    </>
  );
}
