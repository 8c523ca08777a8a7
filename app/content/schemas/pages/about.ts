/** The words of /about (app/content/data/pages/about.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const aboutPlaceholders = ["name", "city", "founded", "families", "professionals"] as const;
const { head, line, paragraph, lines } = wordsOf(aboutPlaceholders);

const value = (title: string) =>
  z
    .strictObject({
      title: line().meta({ title: "Name" }),
      body: paragraph().meta({ title: "What it means" }),
      atVisit: paragraph().meta({ title: "What it looks like at a visit" }),
    })
    .meta({ title });

export const aboutWords = z.strictObject({
  head: head(),
  story: z
    .strictObject({ heading: line().meta({ title: "Heading" }), paragraphs: lines().meta({ title: "Paragraphs" }) })
    .meta({ title: "Our story" }),
  stats: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      years: line().meta({ title: "Under the years since the agency was founded" }),
      families: line().meta({ title: "Under the number of families" }),
      professionals: line().meta({ title: "Under the number of staff" }),
      always: line().meta({ title: "Under “24/7”" }),
    })
    .meta({ title: "Figures", description: "The figures come from Agency facts; these are the words under them." }),
  values: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      atVisitLabel: line().meta({ title: "Label before “at a visit”" }),
      compassion: value("Compassion"),
      trust: value("Trust"),
      excellence: value("Excellence"),
      family: value("Family"),
    })
    .meta({ title: "Values" }),
  license: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      paragraphs: lines().meta({ title: "Paragraphs" }),
      linesLabel: line().meta({
        title: "Label over the license lines",
        description: "Shown only once a license, certification or accreditation line in Agency facts is real.",
      }),
    })
    .meta({ title: "Checks and license" }),
});

export type AboutWords = z.output<typeof aboutWords>;
export type AboutPlaceholder = (typeof aboutPlaceholders)[number];

export const about = pageWords({
  name: "about",
  path: "/about",
  label: "About",
  group: "Home and About",
  description: "The About page: story, figures, values, checks. Facts are written as {placeholders}.",
  words: aboutWords,
  placeholders: aboutPlaceholders,
});
