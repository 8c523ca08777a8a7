import type { CareersContent } from "~/content/careers";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";
import { SampleMark } from "~/components/ui/sample-mark";

/** The team's testimonials this build may show, with their stars (read as words); none, no section. */
export function TeamSection({ team }: { team: CareersContent["team"] }) {
  if (team.items.length === 0) return null;
  return (
    <Section headingId="team-heading" id="team" tone="white">
      <SectionHeading id="team-heading" title={team.heading} intro={team.intro} />
      <SampleMark when={team.samples} className="mt-6" />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {team.items.map((member) => (
          <li key={member.id}>
            <Card className="h-full">
              <figure className="flex h-full flex-col">
                <StarRating rating={member.rating} label={team.starsLabel} />
                <blockquote className="mt-4 grow">
                  <p>“{member.quote}”</p>
                </blockquote>
                {member.translated && <p className="mt-2 text-base text-muted italic">{team.translated}</p>}
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-bold text-brand-900">{member.name}</span>
                  <span className="block text-muted">{member.role}</span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
