import * as raw from "virtual:content/pages/contact-emergency";
import { site } from "../site";
import { promisesSameDay, shownRows, showsAnySample } from "../facts";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import type { EmergencyPlaceholder, EmergencyWords } from "../schemas/pages/contact-emergency";
import type { Bilingual, PageContent } from "../types";

export interface EmergencyContent extends PageContent {
  /** Shown right after the <h1>, before anything else. */
  warning: { heading: string; body: string; callLabel: string };
  hotline: { heading: string; body: string; callLabel: string; note: string };
  triage: {
    heading: string;
    intro: string;
    urgentHeading: string;
    urgent: string[];
    /** Not for the care line and not (yet) 911: act now, then call the doctor or go to the emergency room. */
    doctorHeading: string;
    doctor: string[];
    emergencyHeading: string;
    emergency: string[];
  };
  /** Poison Control and 988 (their numbers: content/public-lines.ts). */
  helpLines: {
    heading: string;
    intro: string;
    poison: { title: string; body: string };
    crisis: { title: string; body: string };
  };
  /** Power outages and hurricanes: Florida's Special Needs Registry (content/public-lines.ts). */
  storm: { heading: string; paragraphs: string[]; registry: string };
  /**
   * The labels around the response times (site.responseTimes): `rows`, those this build may show
   * (none: the section is left out); `samples`, whether one shown is a sample (the demo marks it).
   */
  response: {
    heading: string;
    intro: string;
    regionLabel: string;
    timeLabel: string;
    note: string;
    rows: { region: string; time: string }[];
    samples: boolean;
  };
}

/** The words of /contact/emergency (app/content/data/pages/contact-emergency.yml) with the care line's number filled in. */
const words = filledWords<EmergencyWords, EmergencyPlaceholder>(raw, { phone: site.phones.emergency.display });

/** The page's words; the care line's promise to start care the same day only while the config makes it. */
function emergencyIn(lang: Lang): EmergencyContent {
  const w = words[lang];
  const body = promisesSameDay ? w.hotline.body.sameDay : w.hotline.body.otherwise;
  const rows = shownRows(site.responseTimes).map((row) => ({ region: row.region[lang], time: row.time[lang] }));
  return {
    ...w,
    hotline: { ...w.hotline, body },
    response: { ...w.response, rows, samples: showsAnySample(...site.responseTimes) },
  };
}

export const emergency: Bilingual<EmergencyContent> = { en: emergencyIn("en"), es: emergencyIn("es") };
