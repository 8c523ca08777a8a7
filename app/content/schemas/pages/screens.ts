/** Words shared by every page, and the not-found and error screens (app/content/data/pages/screens.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const screensPlaceholders = ["phone", "number", "name"] as const;
const { line, paragraph } = wordsOf(screensPlaceholders);

const said = (title: string, description?: string) => line().meta({ title, ...(description && { description }) });

export const screensWords = z.strictObject({
  skip: z
    .strictObject({ toContent: said("The skip link", "The first link, for keyboard and screen reader users.") })
    .meta({ title: "Skip link" }),
  cta: z
    .strictObject({
      call247: said("The call button", "{phone} is the main line."),
      contact: said("The button to the contact form"),
      heading: said("Heading"),
      body: paragraph().meta({ title: "Text" }),
    })
    .meta({
      title: "Call to action",
      description: "The band near the end of most pages, and the header's call button.",
    }),
  safety: z
    .strictObject({ call911: said("The emergency line", "{number} is the emergency number, 911.") })
    .meta({ title: "Medical emergency line" }),
  link: z
    .strictObject({ newTab: said("After a link that opens in a new tab, for screen readers") })
    .meta({ title: "Links" }),
  sample: z
    .strictObject({
      mark: said("The mark on a sample", "Shown only on the demo, over a review, figure or promise it invented."),
      note: said("After the mark", "Says that a real site leaves the sample out."),
    })
    .meta({ title: "Sample mark", description: "Only on the demo site." }),
  slideshow: z
    .strictObject({
      carousel: said("What the slideshow is, for screen readers"),
      slide: said("What each slide is, for screen readers"),
    })
    .meta({ title: "Slideshow" }),
  notFound: z
    .strictObject({
      code: said("Large label over the heading"),
      title: said("Heading"),
      body: paragraph().meta({ title: "Text" }),
      home: said("The button to the home page"),
      helpful: said("Before the links to other pages"),
      metaTitle: said("Title in the browser tab"),
      metaDescription: paragraph().meta({
        title: "Description for search results",
        description: "{name} is the agency's name.",
      }),
    })
    .meta({ title: "Page not found", description: "Shown when an address leads to no page." }),
  error: z
    .strictObject({
      title: said("Heading"),
      body: paragraph().meta({ title: "Text" }),
      home: said("The button to the home page"),
    })
    .meta({ title: "Error screen", description: "Shown if a page fails to display." }),
});

export type ScreensWords = z.output<typeof screensWords>;

export const screens = pageWords({
  name: "screens",
  path: "/",
  label: "Shared words, not-found and error screens",
  group: "Every page: menu and screens",
  description:
    "Words on every page (skip link, call to action, emergency line, slideshow) and the screens shown for a missing page or an error. Facts are written as {placeholders}.",
  words: screensWords,
  placeholders: screensPlaceholders,
});
