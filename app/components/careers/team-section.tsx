import type { CareersContent } from "~/content/careers";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { StarRating } from "~/components/ui/star-rating";

/** Three team testimonials, five stars each (read as words). */
export function TeamSection({ team }: { team: CareersContent["team"] }) {
  return (
    <Section headingId="team-heading" id="team" tone="white">
      <SectionHeading id="team-heading" title={team.heading} intro={team.intro} />
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
