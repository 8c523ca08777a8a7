import { site } from "../site";
import type { Bilingual } from "../types";

/** The blog's RSS feed, per language (app/lib/build/feed.ts builds it; blog pages link to it from their head). */
export interface FeedInfo {
  title: string;
  description: string;
}

export const blogFeed = {
  en: {
    title: `${site.name} blog`,
    description: "Home care advice for Florida families, written in plain words by our nurses and care coordinators.",
  },
  es: {
    title: `Blog de ${site.name}`,
    description:
      "Consejos de cuidado en casa para familias de Florida, escritos con palabras sencillas por nuestras enfermeras y nuestros coordinadores de cuidado.",
  },
} satisfies Bilingual<FeedInfo>;
