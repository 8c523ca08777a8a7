import type { AwardId } from "~/content/reviews";
import type { ReviewsPageData } from "~/lib/reviews-page";
import { Card } from "~/components/ui/card";
import { Icon, type IconName } from "~/components/ui/icons";
import { SampleMark } from "~/components/ui/sample-mark";
import { Section, SectionHeading } from "~/components/ui/section";

const icons: Record<AwardId, IconName> = {
  families: "users",
  "caregiver-of-the-year": "heart",
  since: "calendar",
  bilingual: "chat",
};

/** The agency's own milestones and its in-house award: no third-party seals. */
export function AwardsSection({ awards }: { awards: ReviewsPageData["awards"] }) {
  return (
    <Section headingId="awards-heading" id="awards" tone="teal">
      <SectionHeading id="awards-heading" title={awards.heading} intro={awards.intro} />
      <SampleMark when={awards.samples} className="mt-6" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {awards.items.map((award) => (
          <li key={award.id}>
            <Card className="h-full">
              <Icon name={icons[award.id]} className="size-10 text-brand-700" />
              <h3 className="mt-3 text-xl">{award.title}</h3>
              <p className="mt-2">{award.body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
