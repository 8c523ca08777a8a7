import * as raw from "virtual:content/pages/area-page";
import { serviceNames } from "../catalog";
import type { ServiceSlug } from "~/pages";
import type { Bilingual } from "../types";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import type { AreaPagePlaceholder, AreaPageWords } from "../schemas/pages/area-page";

/** The six services every area page links to: the five service pages and the 24/7 line. */
export type AreaServiceKey = ServiceSlug | "support";

/** The words around an area page's own copy, the same for every area ({area} and {phone} are filled in on the page). */
export interface AreaLabels {
  featuresHeading: string;
  communitiesHeading: string;
  communitiesIntro: string;
  hospitalsHeading: string;
  /** Under the hospitals: not affiliated with or endorsed by them. */
  hospitalsNote: string;
  servicesHeading: string;
  servicesIntro: string;
  services: Record<AreaServiceKey, { name: string; body: string }>;
  officeHeading: string;
  officeIntro: string;
  responseLabel: string;
  coverageLabel: string;
  /** "Call {phone}" */
  call: string;
  finderLink: string;
  allAreas: string;
}

// {area} and {phone} differ on each page: the components fill them.
const words = filledWords<AreaPageWords, AreaPagePlaceholder>(raw, { area: "{area}", phone: "{phone}" });

/** app/content/data/pages/area-page.yml: each service's name (the catalog's; the 24/7 line's own) beside its line. */
function labelsIn(lang: Lang): AreaLabels {
  const { supportName, services, ...rest } = words[lang];
  const keys = Object.keys(services) as AreaServiceKey[];
  const name = (key: AreaServiceKey) => (key === "support" ? supportName : serviceNames[key][lang]);
  return {
    ...rest,
    services: Object.fromEntries(
      keys.map((key) => [key, { name: name(key), body: services[key] }]),
    ) as AreaLabels["services"],
  };
}

export const areaLabels: Bilingual<AreaLabels> = { en: labelsIn("en"), es: labelsIn("es") };
