import type { Bilingual } from "../types";

/** Blog categories in the order the blog lists them (Companion Care included: an article is in that category). */
export const categoryKeys = [
  "safety-prevention",
  "insurance-benefits",
  "companion-care",
  "health-management",
  "home-preparation",
  "family-support",
  "post-hospital-care",
] as const;

export type CategoryKey = (typeof categoryKeys)[number];

export const categoryNames = {
  "safety-prevention": { en: "Safety & Prevention", es: "Seguridad y prevención" },
  "insurance-benefits": { en: "Insurance & Benefits", es: "Seguros y beneficios" },
  "companion-care": { en: "Companion Care", es: "Compañía en casa" },
  "health-management": { en: "Health Management", es: "Control de la salud" },
  "home-preparation": { en: "Home Preparation", es: "Preparación del hogar" },
  "family-support": { en: "Family Support", es: "Apoyo familiar" },
  "post-hospital-care": { en: "Post-Hospital Care", es: "Cuidado después del hospital" },
} satisfies Record<CategoryKey, Bilingual<string>>;

/** The illustrations an article can use (app/components/home/hero-art). */
export const articleImages = ["senior", "nurse", "family", "child"] as const;
export type ArticleImage = (typeof articleImages)[number];
