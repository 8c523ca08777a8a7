/**
 * A legal page's frontmatter (app/content/legal/{en,es}/<id>.md). Its address and dates are the
 * same in both languages; its words differ. The pages themselves are fixed (no new ones from the
 * editor): their paths are the site's legal pages.
 */
import { z } from "zod";
import { legalPaths } from "../../pages";
import { isoDate, paragraph, text } from "./fields.ts";

export const legalFactsSchema = z.object({
  slug: z
    .enum(legalPaths, { error: `expected one of ${legalPaths.join(", ")}` })
    .meta({ title: "Address (URL)", description: "The page's address; not to be changed." }),
  updated: isoDate().meta({ title: "Last changed", description: "Shown on the page as the date of this version." }),
  effective: isoDate().optional().meta({
    title: "Takes effect",
    description: "The notice of privacy practices only: the day this version takes effect.",
  }),
});

export const legalWordsSchema = z.object({
  title: text().meta({ title: "Title (browser tab and search results)" }),
  description: paragraph().meta({ title: "Description for search engines", description: "One or two sentences." }),
  eyebrow: text().meta({ title: "Small line above the heading" }),
  heading: text().meta({ title: "Heading" }),
});

export const legalFrontmatterSchema = z.strictObject({ ...legalFactsSchema.shape, ...legalWordsSchema.shape });
export type LegalFrontmatter = z.output<typeof legalFrontmatterSchema>;
