/**
 * The words of the five pages under /services/ (app/content/data/pages/service-<slug>.yml): one
 * template, so one schema. Every page has its top, how care is paid and what to read next; each
 * adds the sections written for its service (the pediatric age groups, the adult conditions...).
 * Cards are keyed (`rn`, `infants`): the page gives each its place, so the office rewords them but
 * cannot drop one; lists of points may grow or shrink. The five entries: ./service-pages.ts.
 */
import { z } from "zod";
import type { ServiceSlug } from "../../../pages.ts";
import type { CardsBlock, FamilyProgramBlock, ListBlock, ServicePageContent } from "../../services/types.ts";
import { pageWords, wordsOf } from "../words.ts";

/** The blog articles a service page may point to, by their file's name (app/content/blog/en/<id>.md). */
export type ArticleId =
  | "caregiver-support"
  | "chronic-conditions"
  | "companion-care"
  | "home-preparation"
  | "medicare-coverage"
  | "post-hospital"
  | "safety-tips";

/** How the editor names the service pages and the pages "Keep reading" links to. */
const editorNames: Record<ServiceSlug, string> = {
  "private-duty-nursing": "Private duty nursing",
  "personal-care": "Personal care",
  "pediatric-care": "Pediatric care",
  "adult-care": "Adult care",
  "senior-care": "Senior care",
};
const articleNames: Record<ArticleId, string> = {
  "caregiver-support": "Article on family caregiver support",
  "chronic-conditions": "Article on chronic conditions at home",
  "companion-care": "Article on companion care",
  "home-preparation": "Article on preparing the home",
  "medicare-coverage": "Article on Medicare coverage",
  "post-hospital": "Article on care after the hospital",
  "safety-tips": "Article on safety tips",
};

type Keyed<T extends { key: string }> = Record<string, Omit<T, "key">>;
type LinkWords = { title: string; body: string };

/** Any service page's words: the sections it has, cards keyed instead of listed. */
export type ServiceWords = Pick<ServicePageContent, "head" | "payment"> & {
  [S in "caregivers" | "ageGroups" | "conditions" | "programs" | "hours"]?: Omit<CardsBlock, "items"> & {
    items: Keyed<CardsBlock["items"][number]>;
  };
} & { visit?: ListBlock; suits?: ListBlock; familyProgram?: FamilyProgramBlock } & {
  related: Omit<ServicePageContent["related"], "services" | "articles"> & {
    services: Partial<Record<ServiceSlug, LinkWords>>;
    articles: Partial<Record<ArticleId, LinkWords>>;
  };
};

/** The sections a page may add, in the order the template shows them (routes/service.tsx). */
interface Sections {
  conditions?: CardsSpec;
  programs?: CardsSpec;
  caregivers?: CardsSpec;
  ageGroups?: CardsSpec;
  visit?: ListSpec;
  hours?: CardsSpec;
  familyProgram?: true;
  suits?: ListSpec;
}
const sectionOrder = [
  "conditions",
  "programs",
  "caregivers",
  "ageGroups",
  "visit",
  "hours",
  "familyProgram",
  "suits",
] as const satisfies readonly (keyof Sections)[];

interface CardsSpec {
  /** The section's name in the editor. */
  title: string;
  intro: boolean;
  /** The cards by key, each with its name in the editor. */
  cards: Record<string, string>;
  /** A short label above each card's title ("RN", "Ages 0-2"). */
  label?: true;
  /** A check-list under each card's text. */
  points?: true;
}
interface ListSpec {
  title: string;
  intro: boolean;
}

export interface ServicePageSpec {
  slug: ServiceSlug;
  /** The facts its words use, as {placeholders}. */
  placeholders: readonly string[];
  /** What its placeholders stand for, for the editor ({city} needs no words). */
  facts?: string;
  sections: Sections;
  /** The pages "Keep reading" links to, in order. */
  related: { services: readonly ServiceSlug[]; articles: readonly ArticleId[] };
}

/** The schema of one service page's words: the shared parts, and the sections `spec` names. */
export function serviceWordsSchema(spec: ServicePageSpec) {
  const { head, line, paragraph, lines } = wordsOf(spec.placeholders);
  const heading = () => line().meta({ title: "Heading" });
  const intro = (on: boolean) => (on ? { intro: paragraph().meta({ title: "Introduction" }) } : {});

  const cards = ({ title, intro: withIntro, cards, label, points }: CardsSpec) =>
    z
      .strictObject({
        heading: heading(),
        ...intro(withIntro),
        items: z
          .strictObject(
            Object.fromEntries(
              Object.entries(cards).map(([key, name]) => [
                key,
                z
                  .strictObject({
                    ...(label ? { label: line().meta({ title: "Small label above the title" }) } : {}),
                    title: line().meta({ title: "Title" }),
                    body: paragraph().meta({ title: "Text" }),
                    ...(points ? { points: lines().meta({ title: "Check-list under the text" }) } : {}),
                  })
                  .meta({ title: name }),
              ]),
            ),
          )
          .meta({ title: "Cards" }),
      })
      .meta({ title });
  const list = ({ title, intro: withIntro }: ListSpec) =>
    z
      .strictObject({ heading: heading(), ...intro(withIntro), items: lines().meta({ title: "Points" }) })
      .meta({ title });
  const familyProgram = () =>
    z
      .strictObject({
        heading: heading(),
        intro: paragraph().meta({ title: "Introduction" }),
        benefitsHeading: line().meta({ title: "Heading over what the family gets" }),
        benefits: lines().meta({ title: "What the family gets" }),
        eligibilityHeading: line().meta({ title: "Heading over who can join" }),
        eligibility: lines().meta({ title: "Who can join" }),
        callLabel: line().meta({ title: "Label of the call button" }),
      })
      .meta({ title: "Family home health aide program" });
  const links = <K extends string>(title: string, keys: readonly K[], names: Record<K, string>) =>
    z
      .strictObject(
        Object.fromEntries(
          keys.map((key) => [
            key,
            z
              .strictObject({
                title: line().meta({ title: "Title" }),
                body: paragraph().meta({ title: "One line about it" }),
              })
              .meta({ title: names[key] }),
          ]),
        ),
      )
      .meta({ title });

  const { sections } = spec;
  const added = Object.fromEntries(
    sectionOrder.flatMap((name): [string, z.ZodObject][] => {
      const section = sections[name];
      if (!section) return [];
      if (section === true) return [[name, familyProgram()]];
      return [[name, "cards" in section ? cards(section) : list(section)]];
    }),
  );
  return z.strictObject({
    head: head(),
    ...added,
    payment: z
      .strictObject({
        heading: heading(),
        paragraphs: lines().meta({ title: "Paragraphs" }),
        linkLabel: line().meta({ title: "Label of the link to insurance and billing" }),
      })
      .meta({ title: "How care is paid" }),
    related: z
      .strictObject({
        heading: heading(),
        servicesHeading: line().meta({ title: "Heading over the related services" }),
        services: links("Related services", spec.related.services, editorNames),
        articlesHeading: line().meta({ title: "Heading over the articles" }),
        articles: links("Articles", spec.related.articles, articleNames),
      })
      .meta({ title: "Keep reading", description: "Which pages are linked is set in the site's code." }),
  });
}

/** One service page's entry in the list of pages' words. */
export const servicePage = (spec: ServicePageSpec) =>
  pageWords({
    name: `service-${spec.slug}`,
    path: `/services/${spec.slug}`,
    label: editorNames[spec.slug],
    group: "Services",
    description: `The ${editorNames[spec.slug]} page (/services/${spec.slug}). Facts are written as {placeholders}: {city} is the main office's city${spec.facts ? `; ${spec.facts}` : ""}.`,
    words: serviceWordsSchema(spec),
    placeholders: spec.placeholders,
  });
