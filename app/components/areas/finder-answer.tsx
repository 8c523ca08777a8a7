import { Link } from "react-router";
import type { FinderLabels } from "~/content/areas/overview";
import { site } from "~/content/site";
import { miles as radius } from "~/content/facts";
import { CallButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { useLanguage } from "~/i18n/language-context";
import type { FinderAnswer } from "~/lib/area-finder";
import { fill } from "~/i18n/format";
import { distance, echo, placeName } from "~/lib/finder-words";
import { officeById, responseById } from "./office-facts";
import type { AreaSummary } from "./types";

/** The finder's answer: the area, its office and phone, the response time and the Lakeland travel-fee radius (each while this build may show it). */
export function FinderAnswerView({
  answer,
  labels,
  areas,
}: {
  answer: FinderAnswer;
  labels: FinderLabels;
  areas: AreaSummary[];
}) {
  const { href, lang } = useLanguage();
  if (answer.kind === "empty") return null;
  const box = "mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6";

  if (answer.kind === "partial-zip") return <p className={box}>{labels.partialZip}</p>;
  if (answer.kind === "blank") return <p className={box}>{fill(labels.emptySubmit, { submit: labels.submit })}</p>;

  const area = answer.kind === "found" ? areas.find((a) => a.slug === answer.area) : undefined;
  if (answer.kind !== "found" || !area) {
    const phone = site.phones.main;
    const headline =
      answer.kind === "outside-zip"
        ? fill(labels.outsideZip, { zip: answer.zip })
        : fill(labels.outside, { query: answer.kind === "outside" ? echo(answer.query) : "" });
    return (
      <div className={box}>
        <p className="text-xl font-bold text-brand-900">{headline}</p>
        <p className="mt-2">{labels.outsideHelp}</p>
        <CallButton phone={phone} className="mt-4">
          {fill(labels.call, { phone: phone.display })}
        </CallButton>
      </div>
    );
  }

  const office = officeById(area.office);
  const response = responseById(area.response);
  const miles = answer.lakelandMiles === undefined ? undefined : Math.max(1, Math.round(answer.lakelandMiles));
  const place = placeName(answer.place, labels, true);
  const radiusLine =
    miles === undefined || radius === null
      ? undefined
      : miles <= radius
        ? labels.withinRadius
        : area.slug === "lakeland"
          ? labels.beyondRadius
          : undefined;
  return (
    <div className={box}>
      <p className="flex items-start gap-2 text-xl font-bold text-brand-900">
        <Icon name="check" className="mt-0.5 size-7 text-brand-700" />
        {answer.zip ? fill(labels.foundZip, { zip: answer.zip, place }) : fill(labels.found, { place })}
      </p>
      {answer.corrected && <p className="mt-1 text-muted">{fill(labels.corrected, { place })}</p>}
      <p className="mt-2">{fill(labels.areaLine, { name: area.name })}</p>
      {radiusLine && (
        <p className="mt-2">{fill(radiusLine, { miles: distance(miles ?? 1, labels), radius: radius ?? "" })}</p>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-bold text-brand-900">{labels.office}</dt>
          <dd>
            {office.name[lang]}, {office.city}
          </dd>
        </div>
        {response && (
          <div>
            <dt className="font-bold text-brand-900">{labels.response}</dt>
            <dd>{response.time[lang]}</dd>
          </div>
        )}
      </dl>
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
