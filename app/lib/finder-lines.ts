/**
 * The finder's answer in words: what the React answer view and the DOM code of a page React does
 * not hydrate (app/lib/browser/widgets/finder.ts) both say. Pure: no config, no components.
 */
import type { FinderLabels } from "~/content/areas/overview";
import type { FinderAnswer } from "~/lib/area-finder";
import { fill } from "~/i18n/format";
import { distance, echo, placeName } from "~/lib/finder-words";

type Found = Extract<FinderAnswer, { kind: "found" }>;

/** A found place's lines: the headline, the typo note and the Lakeland travel-fee line (each when it applies). */
export function foundLines(
  answer: Found,
  labels: FinderLabels,
  radius: number | null,
): { headline: string; corrected?: string; radius?: string } {
  const miles = answer.lakelandMiles === undefined ? undefined : Math.max(1, Math.round(answer.lakelandMiles));
  const place = placeName(answer.place, labels, true);
  const radiusLine =
    miles === undefined || radius === null
      ? undefined
      : miles <= radius
        ? labels.withinRadius
        : answer.area === "lakeland"
          ? labels.beyondRadius
          : undefined;
  return {
    headline: answer.zip ? fill(labels.foundZip, { zip: answer.zip, place }) : fill(labels.found, { place }),
    corrected: answer.corrected ? fill(labels.corrected, { place }) : undefined,
    radius: radiusLine && fill(radiusLine, { miles: distance(miles ?? 1, labels), radius: radius ?? "" }),
  };
}

/** The headline of an answer outside every area (a place or a ZIP code). */
export function outsideHeadline(answer: FinderAnswer, labels: FinderLabels): string {
  return answer.kind === "outside-zip"
    ? fill(labels.outsideZip, { zip: answer.zip })
    : fill(labels.outside, { query: answer.kind === "outside" ? echo(answer.query) : "" });
}

/** The one-line answers: digits short of a ZIP code, or the button pressed with nothing typed. */
export function noteText(answer: FinderAnswer, labels: FinderLabels): string {
  return answer.kind === "partial-zip" ? labels.partialZip : fill(labels.emptySubmit, { submit: labels.submit });
}
