import type { Lang } from "~/i18n/lang";

/** Both languages side by side; the Spanish side has exactly the English shape. */
export type Bilingual<T> = Record<Lang, T>;

/** What every page has: its meta tags and the top of the page (heading and introduction). */
export interface PageHead {
  /** The page's own name for the <title>; " | {site name}" is added by the meta helper. Unique. */
  title: string;
  /** Meta description: 50-160 characters, written for this page, unique. */
  description: string;
  /** Small label above the heading (section or category). */
  eyebrow: string;
  /** The page's <h1>. */
  heading: string;
  /** The introduction: one to three short paragraphs. */
  intro: string[];
}

/** What every page's content module holds at least: its head. Each page adds its own sections. */
export interface PageContent {
  head: PageHead;
}
