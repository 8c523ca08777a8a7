import type { Bilingual } from "../types";

export interface LegalLabels {
  updated: string;
  /** Before the date a notice takes effect, on pages that have one. */
  effective: string;
  /** Heading of the list of the page's sections. */
  contents: string;
}

/** The words around a legal page's text; they travel with the page's data. */
export const legalLabels = {
  en: { updated: "Last updated:", effective: "Effective date:", contents: "On this page" },
  es: { updated: "Última actualización:", effective: "Fecha de vigencia:", contents: "En esta página" },
} satisfies Bilingual<LegalLabels>;
