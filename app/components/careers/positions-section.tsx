import type { Position, PositionsContent } from "~/content/careers-positions";
import { site } from "~/content/site";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Section, SectionHeading } from "~/components/ui/section";
import { fill } from "~/i18n/format";

/** "#apply-registered-nurse": each position's Apply link; the form picks the position from it. */
export const applyAnchor = (id: Position["id"]) => `apply-${id}`;

/** The four open positions (anchor #positions), each with its Apply link to the form below. */
export function PositionsSection({ positions }: { positions: PositionsContent }) {
  return (
    <Section headingId="positions-heading" id="positions">
      <SectionHeading id="positions-heading" title={positions.heading} intro={positions.intro} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {positions.items.map((position) => (
          <li key={position.id}>
            <PositionCard position={position} words={positions} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PositionCard({ position, words }: { position: Position; words: PositionsContent }) {
  const facts = site.jobs.positions.find((p) => p.id === position.id);
  const type = facts?.employmentType.map((t) => words.employmentTypes[t]).join(" / ");
  return (
    <article
      aria-labelledby={`position-${position.id}`}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h3 id={`position-${position.id}`} className="text-2xl">
        {position.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
        <div>
          <dt className="inline font-bold">{words.typeLabel}: </dt>
          <dd className="inline">{type}</dd>
        </div>
        <div>
          <dt className="inline font-bold">{words.departmentLabel}: </dt>
          <dd className="inline">{position.department}</dd>
        </div>
      </dl>
      <p className="mt-4">{position.summary}</p>
      <h4 className="mt-5 text-lg font-bold">{words.requirementsHeading}</h4>
      <CheckList items={position.requirements} className="mt-3" />
      <h4 className="mt-5 text-lg font-bold">{words.responsibilitiesHeading}</h4>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {position.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className="grow" />
      <a
        href={`#${applyAnchor(position.id)}`}
        aria-label={fill(words.applyFor, { title: position.title })}
        className={buttonClass("primary", "mt-6 self-start")}
      >
        {words.apply}
      </a>
    </article>
  );
}
