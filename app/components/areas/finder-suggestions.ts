import type { FinderLabels } from "~/content/areas/overview";
import { decodeFinderData, type FinderData } from "~/lib/area-finder";
import { placeName } from "~/lib/finder-words";

/** The suggestions' names: every place of our areas, in the page's language, in the data's order. */
export const suggestionNames = (data: FinderData, labels: FinderLabels): string[] =>
  decodeFinderData(data)
    .places.filter((p) => p.area)
    .map((p) => placeName(p.name, labels));
