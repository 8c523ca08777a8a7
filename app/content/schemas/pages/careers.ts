/** The words of /careers (app/content/data/pages/careers.yml); the openings and team quotes have files of their own. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const careersPlaceholders = ["city", "families", "professionals", "rating", "callDays", "title"] as const;
const { head, line, paragraph, lines } = wordsOf(careersPlaceholders);

const heading = () => line().meta({ title: "Heading" });
const intro = () => paragraph().meta({ title: "Introduction" });
const card = (title: string) =>
  z.strictObject({ title: line().meta({ title: "Title" }), body: paragraph().meta({ title: "Text" }) }).meta({ title });

export const careersWords = z.strictObject({
  head: head(),
  heroLinks: z
    .strictObject({
      positions: line().meta({ title: "Button to the open positions" }),
      benefits: line().meta({ title: "Button to the benefits" }),
    })
    .meta({ title: "Buttons under the introduction" }),
  why: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      families: card("Time for each patient"),
      support: card("Support"),
      close: card("Close to home"),
      respect: card("A team that listens"),
    })
    .meta({ title: "Why work with us" }),
  benefits: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      pay: card("Pay"),
      schedule: card("Schedules"),
      health: card("Health insurance"),
      timeOff: card("Paid time off"),
      growth: card("Training"),
    })
    .meta({ title: "Benefits" }),
  positions: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      typeLabel: line().meta({ title: "Label before the hours" }),
      departmentLabel: line().meta({ title: "Label before the department" }),
      fullTime: line().meta({ title: "Full-time" }),
      partTime: line().meta({ title: "Part-time" }),
      requirementsHeading: line().meta({ title: "Heading over what the job needs" }),
      responsibilitiesHeading: line().meta({ title: "Heading over what the job does" }),
      apply: line().meta({ title: "Button to apply" }),
      applyFor: line().meta({
        title: "The apply button, for screen readers",
        description: "{title} is the position's title.",
      }),
    })
    .meta({ title: "Open positions", description: "The openings themselves are under Job openings." }),
  team: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      starsLabel: line().meta({
        title: "The stars, read aloud",
        description: "{rating} is the quote's number of stars.",
      }),
      translated: line().meta({ title: "Note on a quote shown translated from the other language" }),
    })
    .meta({ title: "What our team says", description: "The quotes themselves are under Team quotes." }),
  process: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      steps: z
        .array(card("Step"), { error: "expected a list of steps" })
        .min(1, { error: "expected at least one step" })
        .meta({ title: "Steps", description: "Numbered in this order." }),
    })
    .meta({ title: "How hiring works" }),
  staffing: z.strictObject({ heading: heading(), paragraphs: lines().meta({ title: "Paragraphs" }) }).meta({
    title: "Pennsylvania staffing",
    description: "Shown only once the Pennsylvania staffing license in Agency facts is real.",
  }),
  closing: z
    .strictObject({
      heading: heading(),
      body: paragraph().meta({ title: "Text" }),
      submit: line().meta({ title: "Button to the application" }),
      schedule: line().meta({ title: "Button that calls the office" }),
      email: line().meta({ title: "Words before the careers e-mail address" }),
      careLink: line().meta({ title: "Link for families looking for care" }),
    })
    .meta({ title: "Closing" }),
});

export type CareersWords = z.output<typeof careersWords>;
export type CareersPlaceholder = (typeof careersPlaceholders)[number];

export const careers = pageWords({
  name: "careers",
  path: "/careers",
  label: "Careers",
  group: "Careers",
  description:
    "The Careers page: why work with us, benefits, hiring steps, closing. The job openings and team quotes are edited in their own collections. Facts are written as {placeholders}.",
  words: careersWords,
  placeholders: careersPlaceholders,
});
