import type { Bilingual } from "../types";

/** The words around a legal page's text; they travel with the page's data. */
export const legalLabels = {
  en: { updated: "Last updated:" },
  es: { updated: "Última actualización:" },
} satisfies Bilingual<{ updated: string }>;
