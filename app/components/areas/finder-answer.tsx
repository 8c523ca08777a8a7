import { Link } from "react-router";
import type { FinderLabels } from "~/content/areas/overview";
import { site } from "~/content/site";
import { miles as radius } from "~/content/facts";
import { CallButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { SampleMark } from "~/components/ui/sample-mark";
import { useLanguage } from "~/i18n/language-context";
import type { FinderAnswer } from "~/lib/area-finder";
import { fill } from "~/i18n/format";
import { foundLines, noteText, outsideHeadline } from "~/lib/finder-lines";
import { officeById, responseById } from "./office-facts";
import type { AreaSummary } from "./types";

export const ANSWER_BOX = "mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6";

/**
 * The finder's answer: the area, its office and phone, the response time and the Lakeland
 * travel-fee radius (each while this build may show it). Its parts mark their changing lines
 * (`data-line`): drawn at build time with empty lines, they are the templates the DOM code fills
 * on a page React does not hydrate.
 */
export function FinderAnswerView({
  answer,
  labels,
  areas,
}: {
  answer: FinderAnswer;
  labels: FinderLabels;
  areas: AreaSummary[];
}) {
  if (answer.kind === "empty") return null;
  if (answer.kind === "partial-zip" || answer.kind === "blank") return <NoteAnswer text={noteText(answer, labels)} />;
  const area = answer.kind === "found" ? areas.find((a) => a.slug === answer.area) : undefined;
  if (answer.kind !== "found" || !area)
    return <OutsideAnswer headline={outsideHeadline(answer, labels)} labels={labels} />;
  return <FoundAnswer area={area} labels={labels} lines={foundLines(answer, labels, radius)} />;
}

export function NoteAnswer({ text }: { text: string }) {
  return (
    <p className={ANSWER_BOX} data-line="headline">
      {text}
    </p>
  );
}

export function OutsideAnswer({ headline, labels }: { headline: string; labels: FinderLabels }) {
  const phone = site.phones.main;
  return (
    <div className={ANSWER_BOX}>
      <p className="text-xl font-bold text-brand-900" data-line="headline">
        {headline}
      </p>
      <p className="mt-2">{labels.outsideHelp}</p>
      <CallButton phone={phone} className="mt-4">
        {fill(labels.call, { phone: phone.display })}
      </CallButton>
    </div>
  );
}

export function FoundAnswer({
  area,
  labels,
  lines,
}: {
  area: AreaSummary;
  labels: FinderLabels;
  lines: { headline: string; corrected?: string; radius?: string };
}) {
  const { href, lang } = useLanguage();
  const office = officeById(area.office);
  const response = responseById(area.response);
  return (
    <div className={ANSWER_BOX}>
      <p className="flex items-start gap-2 text-xl font-bold text-brand-900">
        <Icon name="check" className="mt-0.5 size-7 text-brand-700" />
        <span data-line="headline">{lines.headline}</span>
      </p>
      {lines.corrected !== undefined && (
        <p className="mt-1 text-muted" data-line="corrected">
          {lines.corrected}
        </p>
      )}
      <p className="mt-2">{fill(labels.areaLine, { name: area.name })}</p>
      {lines.radius !== undefined && (
        <p className="mt-2" data-line="radius">
          {lines.radius}
        </p>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-bold text-brand-900">{labels.office}</dt>
          <dd>{office.name[lang] === office.city ? office.city : `${office.name[lang]}, ${office.city}`}</dd>
        </div>
        {response && (
          <div>
            <dt className="font-bold text-brand-900">{labels.response}</dt>
            <dd>{response.time[lang]}</dd>
          </div>
        )}
      </dl>
      <SampleMark when={office.sample || response?.sample === true} className="mt-4" />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <CallButton phone={office.phone}>{fill(labels.call, { phone: office.phone.display })}</CallButton>
        <Link
          to={href(`/service-areas/${area.slug}`)}
          className="inline-flex min-h-11 items-center gap-2 font-bold underline"
        >
          {fill(labels.seeArea, { area: area.inSentence })}
          <Icon name="arrowRight" className="size-5" />
        </Link>
      </div>
    </div>
  );
}
