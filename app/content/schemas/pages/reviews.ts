/** The words of /reviews around the reviews (app/content/data/pages/reviews.yml); the reviews are their own entries. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

/** Facts filled in at build time (Agency facts); {rating}, {count} and {platform} are filled on the page, per star row, platform and button. */
export const reviewsFacts = [
  "averageRating",
  "reviewCount",
  "recommendPercent",
  "families",
  "founded",
  "city",
] as const;
export const reviewsPlaceholders = [...reviewsFacts, "rating", "count", "platform"] as const;
const { head, line, lines, paragraph } = wordsOf(reviewsPlaceholders);

const award = (title: string) =>
  z.strictObject({ title: line().meta({ title: "Title" }), body: paragraph().meta({ title: "Text" }) }).meta({ title });

export const reviewsWords = z.strictObject({
  head: head(),
  starsLabel: line().meta({
    title: "What a screen reader hears for a row of stars",
    description: "{rating} is the row's number of stars.",
  }),
  summary: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      average: line().meta({ title: "Under the average rating" }),
      basedOn: line().meta({ title: "How many reviews" }),
      recommend: line().meta({ title: "Under the share who would recommend us" }),
    })
    .meta({ title: "Our rating at a glance", description: "The figures come from Agency facts." }),
  featured: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      serviceLabel: line().meta({ title: "Label of a review's service" }),
      translated: line().meta({ title: "Note on a review shown in translation" }),
    })
    .meta({ title: "Stories from our families", description: "The reviews themselves are edited under Reviews." }),
  platforms: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      reviewCount: line().meta({ title: "A platform's review count", description: "{count} is the platform's count." }),
    })
    .meta({ title: "Ratings on review sites" }),
  awards: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      families: award("Families cared for"),
      "caregiver-of-the-year": award("Caregiver of the Year"),
      since: award("Serving Florida since"),
      bilingual: award("English and Spanish"),
    })
    .meta({ title: "Awards and milestones" }),
  none: z
    .strictObject({
      description: paragraph().meta({ title: "Description for search results" }),
      intro: lines().meta({ title: "Introduction, in place of the page's" }),
      heading: line().meta({ title: "Heading" }),
      body: paragraph().meta({ title: "Text", description: "The call and the contact button follow it." }),
    })
    .meta({
      title: "While no review can be shown",
      description: "Shown instead of the reviews, the ratings and the figures until a real review is published.",
    }),
  share: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      button: line().meta({ title: "Button of each review site", description: "{platform} is the site's name." }),
    })
    .meta({ title: "Share your experience" }),
});

export type ReviewsWords = z.output<typeof reviewsWords>;
export type ReviewsFact = (typeof reviewsFacts)[number];

export const reviews = pageWords({
  name: "reviews",
  path: "/reviews",
  label: "Reviews page",
  group: "Reviews and blog",
  description:
    "The Reviews page around the reviews (each review is edited on its own). The figures come from Agency facts: {averageRating}, {reviewCount}, {recommendPercent}, {families}, {founded}, {city} (the main office).",
  words: reviewsWords,
  placeholders: reviewsPlaceholders,
});
