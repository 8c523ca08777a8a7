/**
 * Every kind of data file: where it lives and its schemas. The build (app/content/content-data.server.ts)
 * checks each file with them, and the editor's configuration at /admin is generated from them
 * (app/content/schemas/decap-config.ts). Relative imports only: vite.config.ts loads this file.
 */
import type { z } from "zod";
import { areaFactsSchema, areaWordsSchema } from "./areas.ts";
import { jobFactsSchema, jobWordsSchema } from "./jobs.ts";
import { offerFactSchemas, offerWordsSchema } from "./offers.ts";
import { settingsSchema } from "./settings.ts";
import { reviewFactsSchema, reviewWordsSchema, teamFactsSchema, teamWordsSchema } from "./testimonials.ts";
import { pageWordsList } from "./pages/index.ts";
import { photoFactsSchema, photosOnPagesSchema, photoWordsSchema } from "./photos.ts";
import type { PageWords } from "./words.ts";

export const DATA_DIR = "app/content/data";

/**
 * Entries in a folder, one YAML file per entry and language: `<folder>/en/<id>.yml` holds the
 * facts and the English words, `<folder>/es/<id>.yml` the Spanish words only.
 */
export interface FolderCollection {
  kind: "folder";
  name: string;
  label: string;
  labelSingular: string;
  /** Shown at the top of the collection in the editor. */
  description: string;
  folder: string;
  /** The facts, in the English file: one schema, or one per entry when entries are fixed. */
  facts: z.ZodObject | Record<string, z.ZodObject>;
  words: z.ZodObject;
  /** How entries are listed: by a facts field, newest or smallest first. */
  sort: { field: string; order: "ascending" | "descending" };
  /** The field the editor names an entry by. */
  summaryField: string;
}

/** One YAML file, not split by language (its few words carry `en` and `es` side by side). */
export interface FileCollection {
  kind: "file";
  name: string;
  label: string;
  description: string;
  file: string;
  schema: z.ZodObject;
  /** Folders whose entries this file names (a change there checks this file again). */
  refersTo?: readonly string[];
}

export type Collection = FolderCollection | FileCollection | PageWords;

export const collections = [
  {
    kind: "folder",
    name: "offers",
    label: "Offers",
    labelSingular: "Offer",
    description: "The specials. An offer disappears from the site after its last day.",
    folder: `${DATA_DIR}/offers`,
    facts: offerFactSchemas,
    words: offerWordsSchema,
    sort: { field: "title", order: "ascending" },
    summaryField: "title",
  },
  {
    kind: "folder",
    name: "jobs",
    label: "Job openings",
    labelSingular: "Job opening",
    description: "The open positions on the careers page. Delete an entry once the job is filled.",
    folder: `${DATA_DIR}/jobs`,
    facts: jobFactsSchema,
    words: jobWordsSchema,
    sort: { field: "order", order: "ascending" },
    summaryField: "title",
  },
  {
    kind: "folder",
    name: "areas",
    label: "Service areas",
    labelSingular: "Service area",
    description:
      "One entry per area: its page, its menu item, its card and the finder's answers. A new entry is a new area.",
    folder: `${DATA_DIR}/areas`,
    facts: areaFactsSchema,
    words: areaWordsSchema,
    sort: { field: "order", order: "ascending" },
    summaryField: "name",
  },
  {
    kind: "folder",
    name: "reviews",
    label: "Reviews",
    labelSingular: "Review",
    description: "Families' reviews on the reviews page. Only with the person's written permission.",
    folder: `${DATA_DIR}/reviews`,
    facts: reviewFactsSchema,
    words: reviewWordsSchema,
    sort: { field: "date", order: "descending" },
    summaryField: "name",
  },
  {
    kind: "folder",
    name: "team",
    label: "Team quotes",
    labelSingular: "Team quote",
    description: "What team members say, on the careers page. Only with the person's written permission.",
    folder: `${DATA_DIR}/team`,
    facts: teamFactsSchema,
    words: teamWordsSchema,
    sort: { field: "order", order: "ascending" },
    summaryField: "name",
  },
  {
    kind: "file",
    name: "settings",
    label: "Agency facts",
    description: "Phones, e-mails, hours, offices, licenses, profile links and where the forms send.",
    file: `${DATA_DIR}/settings.yml`,
    schema: settingsSchema,
  },
  {
    kind: "folder",
    name: "photos",
    label: "Photos",
    labelSingular: "Photo",
    description:
      "The photo library. A photo shows on the site once it is placed (Photos on pages, or an article's photo). A photo that shows a patient needs the patient's written authorization.",
    folder: `${DATA_DIR}/photos`,
    facts: photoFactsSchema,
    words: photoWordsSchema,
    sort: { field: "file", order: "ascending" },
    summaryField: "alt",
  },
  {
    kind: "file",
    name: "photosOnPages",
    label: "Photos on pages",
    description:
      "Which photo the home slideshow, the About and careers pages and each area page show. Empty keeps the illustration.",
    file: `${DATA_DIR}/photos-on-pages.yml`,
    schema: photosOnPagesSchema,
    refersTo: [`${DATA_DIR}/photos/`, `${DATA_DIR}/areas/`],
  },
] as const satisfies readonly Collection[];

/** Every data file's kind: the collections above and each page's words. */
export const allCollections: readonly Collection[] = [...collections, ...pageWordsList];

/** The one file or the folder a collection keeps its entries in. */
export const collectionPath = (c: Collection): string => (c.kind === "folder" ? `${c.folder}/` : c.file);

export type CollectionName = (typeof collections)[number]["name"];
