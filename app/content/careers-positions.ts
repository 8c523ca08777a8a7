import jobWords from "virtual:content/jobs/words";
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

export const positions = {
  en: {
    heading: "Open positions",
    intro:
      "We are hiring across our Florida service areas. Choose a position and tap Apply: the short form takes about three minutes on a phone.",
    typeLabel: "Type",
    departmentLabel: "Department",
    employmentTypes: { FULL_TIME: "Full-time", PART_TIME: "Part-time" },
    requirementsHeading: "What you need",
    responsibilitiesHeading: "What you will do",
    apply: "Apply",
    applyFor: "Apply for {title}",
    items: positionItems("en"),
  },
  es: {
    heading: "Vacantes",
    intro:
      "Estamos contratando en nuestras áreas de servicio en Florida. Elija una vacante y toque Postularse: el formulario es corto y toma unos tres minutos desde el teléfono.",
    typeLabel: "Tipo",
    departmentLabel: "Departamento",
    employmentTypes: { FULL_TIME: "Tiempo completo", PART_TIME: "Medio tiempo" },
    requirementsHeading: "Lo que necesita",
    responsibilitiesHeading: "Lo que hará",
    apply: "Postularse",
    applyFor: "Postularse para {title}",
    items: positionItems("es"),
  },
} satisfies Bilingual<PositionsContent>;
