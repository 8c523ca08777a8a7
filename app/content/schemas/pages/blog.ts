/** The words of /blog around the articles (app/content/data/pages/blog.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

/** Filled in at build time from Agency facts; the others are filled on the page: {total}, {shown}, {count}, {category} (the list's counts), {n} (minutes). */
export const blogFacts = ["phone"] as const;
export const blogPlaceholders = [...blogFacts, "total", "shown", "count", "category", "n", "date", "by"] as const;
const { head, line, paragraph } = wordsOf(blogPlaceholders);

const state = (title: string, again: string) =>
  z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      body: paragraph().meta({ title: "Text" }),
      again: line().meta({ title: again }),
    })
    .meta({ title });

export const blogWords = z.strictObject({
  head: head(),
  featured: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      readArticle: line().meta({ title: "Link to the article" }),
    })
    .meta({ title: "Featured article" }),
  list: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      categoriesLabel: line().meta({ title: "Label over the category buttons" }),
      allArticles: line().meta({ title: "Button that shows every article" }),
      countOne: line().meta({ title: "Count: one article" }),
      countOther: line().meta({ title: "Count: several articles", description: "{total} is the number." }),
      countShowing: line().meta({
        title: "Count: some of them shown",
        description: "{shown} are on screen, of {total}.",
      }),
      inCategory: line().meta({
        title: "Count in a category",
        description: "{count} is one of the counts above, {category} the category's name.",
      }),
      loadMore: line().meta({ title: "Button that shows more articles" }),
    })
    .meta({ title: "The list of articles" }),
  readTime: line().meta({ title: "Reading time", description: "{n} is the number of minutes." }),
  by: line().meta({ title: "Before the author's name" }),
  callBox: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      body: paragraph().meta({ title: "Text" }),
      call: line().meta({ title: "Call button" }),
      contact: line().meta({ title: "Link to the Contact page" }),
    })
    .meta({ title: "Call box" }),
  article: z
    .strictObject({
      backToBlog: line().meta({ title: "Link back to the blog" }),
      by: line().meta({ title: "Before the author's name" }),
      published: line().meta({ title: "Before the date of publication" }),
      readTime: line().meta({ title: "Reading time", description: "{n} is the number of minutes." }),
      callBoxHeading: line().meta({ title: "Call box: heading" }),
      callBoxBody: paragraph().meta({ title: "Call box: text" }),
      call: line().meta({ title: "Call box: call button", description: "{phone} is the main line." }),
      related: line().meta({ title: "Heading over the related articles" }),
      reviewed: line().meta({
        title: "Line on the clinical review",
        description: "{date} is the day of the review, {by} the reviewer.",
      }),
      nextReview: line().meta({ title: "Line on the next review", description: "{date} is its day." }),
      sources: line().meta({ title: "Heading over the sources" }),
    })
    .meta({
      title: "Every article's page",
      description: "The words around each article's own text: the byline, the call box, the review lines.",
    }),
  newsletter: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      body: paragraph().meta({ title: "Text" }),
      emailLabel: line().meta({ title: "Label of the e-mail field" }),
      hint: line().meta({ title: "Under the field: what the address is used for" }),
      honeypot: line().meta({
        title: "Label of the hidden anti-spam field",
        description: "Only robots and screen readers meet it.",
      }),
      submit: line().meta({ title: "Button" }),
      sending: line().meta({ title: "While sending" }),
      noScript: paragraph().meta({ title: "Without JavaScript, when there is nowhere to send" }),
      sent: state("After signing up", "Link to sign up another address"),
      sentConsole: state("After signing up while the list is not connected", "Link to start again"),
      failed: z
        .strictObject({
          heading: line().meta({ title: "Heading" }),
          body: paragraph().meta({ title: "Text" }),
          retry: line().meta({ title: "Button to try again" }),
        })
        .meta({ title: "When signing up failed" }),
      call: line().meta({ title: "Call link" }),
      feed: line().meta({ title: "Link to the RSS feed" }),
    })
    .meta({
      title: "Newsletter box",
      description: "The messages about a wrong address are shared by the site's forms.",
    }),
});

export type BlogWords = z.output<typeof blogWords>;
export type BlogFact = (typeof blogFacts)[number];

export const blog = pageWords({
  name: "blog",
  path: "/blog",
  label: "Blog page",
  group: "Reviews and blog",
  description:
    "The Blog page around the articles (each article is edited on its own): headings, the list's counts, the call box, the newsletter box. {phone} is the main line.",
  words: blogWords,
  placeholders: blogPlaceholders,
});
