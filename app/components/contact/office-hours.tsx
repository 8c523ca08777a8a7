import { hoursAreSample, shownHours } from "~/content/facts";
import { site } from "~/content/site";
import { SampleMark } from "~/components/ui/sample-mark";
import { useLanguage } from "~/i18n/language-context";

/**
 * The one office-hours table of the config (site.hours, the rows this build may show: none on a
 * real site while they are samples), and the 24/7 care line under it. `marked: false` when a
 * Sample mark over the whole card already covers them.
 */
export function OfficeHours({ className = "", marked = true }: { className?: string; marked?: boolean }) {
  const { lang } = useLanguage();
  return (
    <div className={className}>
      <SampleMark when={marked && hoursAreSample} className="mb-2" />
      {shownHours.length > 0 && (
        <dl className="grid gap-y-1">
          {shownHours.map((row) => (
            <div key={row.days.en} className="flex flex-wrap gap-x-3">
              {/* A fixed first column that lets the hours wrap under it with large text. */}
              <dt className="min-w-[min(8.5em,100%)] font-bold">{row.days[lang]}</dt>
              <dd>{row.hours[lang]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-muted">{site.careHours[lang]}</p>
    </div>
  );
}
