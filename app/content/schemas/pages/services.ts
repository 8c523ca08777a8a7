/** The words of /services (app/content/data/pages/services.yml), the overview of every service. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const servicesPlaceholders = ["city", "founded", "careHours"] as const;
const { head, line, paragraph, lines } = wordsOf(servicesPlaceholders);

const heading = () => line().meta({ title: "Heading" });
const intro = () => paragraph().meta({ title: "Introduction" });

const mainService = (title: string) =>
  z
    .strictObject({
      title: line().meta({ title: "Name" }),
      subtitle: line().meta({ title: "Who gives it", description: "Shown under the name." }),
      body: paragraph().meta({ title: "What it is" }),
      features: lines().meta({ title: "Check-list" }),
      agesLabel: line().meta({ title: "Label before who it serves" }),
      ages: line().meta({ title: "Who it serves" }),
      linkLabel: line().meta({ title: "Label of the button to its page" }),
    })
    .meta({ title });

const card = (title: string, description?: string) =>
  z
    .strictObject({ title: line().meta({ title: "Title" }), body: paragraph().meta({ title: "Text" }) })
    .meta({ title, ...(description ? { description } : {}) });

const program = (title: string) =>
  z
    .strictObject({
      title: line().meta({ title: "Title" }),
      body: paragraph().meta({ title: "Text" }),
      linkLabel: line().meta({ title: "Label of the link to its page" }),
    })
    .meta({ title });

const step = (title: string) =>
  z
    .strictObject({
      label: line().meta({ title: "Small label above the title" }),
      title: line().meta({ title: "Title" }),
      body: paragraph().meta({ title: "Text" }),
    })
    .meta({ title });

export const servicesWords = z.strictObject({
  head: head(),
  main: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      services: z
        .strictObject({
          "private-duty-nursing": mainService("Private duty nursing"),
          "personal-care": mainService("Personal care"),
        })
        .meta({ title: "The two services", description: "Each links to its own page." }),
    })
    .meta({ title: "Main services" }),
  more: z
    .strictObject({
      heading: heading(),
      items: z
        .strictObject({
          companion: card("Companion care"),
          hours: card("Up to 24 hours a day", "{careHours} is the line about care hours from Agency facts."),
        })
        .meta({ title: "Cards" }),
    })
    .meta({ title: "Companion care and care at any hour" }),
  programs: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      items: z
        .strictObject({
          pediatric: program("Pediatric complex care"),
          chronic: program("Chronic illness and recovery"),
          dementia: program("Dementia and memory care"),
        })
        .meta({ title: "Programs", description: "Each links to its service page." }),
    })
    .meta({ title: "Special programs" }),
  steps: z
    .strictObject({
      heading: heading(),
      intro: intro(),
      items: z
        .strictObject({
          assessment: step("Step 1: assessment"),
          plan: step("Step 2: care plan"),
          matching: step("Step 3: caregiver matching"),
          begins: step("Step 4: care begins"),
        })
        .meta({ title: "Steps" }),
    })
    .meta({ title: "How care starts" }),
  why: z
    .strictObject({
      heading: heading(),
      items: lines().meta({ title: "Reasons" }),
      coverage: z
        .strictObject({
          billed: line().meta({
            title: "While the agency bills Medicare and Medicaid",
            description: "Shown once the Medicare and Medicaid lines in Agency facts are real.",
          }),
          otherwise: line().meta({ title: "Until then" }),
        })
        .meta({ title: "Last reason: insurance", description: "One of the two is shown after the reasons." }),
    })
    .meta({ title: "Why families choose us" }),
});

export type ServicesWords = z.output<typeof servicesWords>;
export type ServicesPlaceholder = (typeof servicesPlaceholders)[number];

export const services = pageWords({
  name: "services",
  path: "/services",
  label: "Services overview",
  group: "Services",
  description:
    "The Services page: the two main services, programs, the steps to start care. Facts are written as {placeholders}: {city} is the main office's city, {founded} the year the agency began, {careHours} the line about care hours from Agency facts.",
  words: servicesWords,
  placeholders: servicesPlaceholders,
});
