import jobWords from "virtual:content/jobs/words";
import * as raw from "virtual:content/pages/careers";
import { filledWords } from "./page-words";
import type { CareersWords } from "./schemas/pages/careers";
import { site } from "./site";
import type { Lang } from "~/i18n/lang";
import type { Bilingual } from "./types";

/**
 * The open positions of /careers, both languages (part of ./careers.ts): one pair of files each in
 * app/content/data/jobs/. Their order and employment types are facts of the config (site.jobs);
 * the JobPosting structured data (app/lib/structured-data/job-posting.ts) is built from the same words.
 */
export type PositionId = (typeof site.jobs.positions)[number]["id"];
export type EmploymentType = (typeof site.jobs.positions)[number]["employmentType"][number];

export interface Position {
  id: PositionId;
  title: string;
  department: string;
  /** One or two sentences: what the job is. Also the start of the JobPosting description. */
  summary: string;
  requirements: string[];
  responsibilities: string[];
}

export interface PositionsContent {
  heading: string;
  intro: string;
  typeLabel: string;
  departmentLabel: string;
  /** How each employment type of the config reads: "Full-time". Joined with " / ". */
  employmentTypes: Record<EmploymentType, string>;
  requirementsHeading: string;
  responsibilitiesHeading: string;
  apply: string;
  /** "{title}" is replaced: the Apply link's accessible name. */
  applyFor: string;
  items: Position[];
}

/** The open positions in `lang` (app/content/data/jobs/), in the config's order. */
function positionItems(lang: Lang): Position[] {
  return site.jobs.positions.map(({ id }) => ({ id, ...jobWords[lang][id]! }));
}

/** The section's words, from the careers page's words (app/content/data/pages/careers.yml): `{title}` is left for each position. */
const words = filledWords<CareersWords, never>(raw, {});

function positionsIn(lang: Lang): PositionsContent {
  const { fullTime, partTime, ...rest } = words[lang].positions;
  return { ...rest, employmentTypes: { FULL_TIME: fullTime, PART_TIME: partTime }, items: positionItems(lang) };
}

export const positions = { en: positionsIn("en"), es: positionsIn("es") } satisfies Bilingual<PositionsContent>;
