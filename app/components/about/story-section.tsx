import type { AboutContent } from "~/content/about";
import { Section, SectionHeading } from "~/components/ui/section";

export function StorySection({ story }: { story: AboutContent["story"] }) {
  return (
    <Section id="story" headingId="story-heading" tone="white">
      <SectionHeading id="story-heading" title={story.heading} />
      <div className="mt-5 max-w-3xl space-y-4 text-lg">
        {story.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </Section>
  );
}
