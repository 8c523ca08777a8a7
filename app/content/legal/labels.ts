import type { Bilingual } from "../types";

export interface LegalLabels {
  updated: string;
  /** Heading of the list of the page's sections. */
  contents: string;
}

/** The words around a legal page's text; they travel with the page's data. */
export const legalLabels = {
  en: { updated: "Last updated:", contents: "On this page" },
  es: { updated: "Última actualización:", contents: "En esta página" },
} satisfies Bilingual<LegalLabels>;
