/** The words every area page shares around its own (app/content/data/pages/area-page.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

/** Filled on each page: `{area}` (the area's name in a sentence) and `{phone}` (its office's). */
export const areaPagePlaceholders = ["area", "phone"] as const;
const { line, paragraph } = wordsOf(areaPagePlaceholders);

const service = (title: string) => paragraph().meta({ title });

export const areaPageWords = z.strictObject({
  featuresHeading: line().meta({ title: "Heading over the four features" }),
  communitiesHeading: line().meta({ title: "Heading over the communities" }),
  communitiesIntro: paragraph().meta({ title: "Sentence over the communities" }),
  hospitalsHeading: line().meta({ title: "Heading over the hospitals" }),
  hospitalsNote: paragraph().meta({
    title: "Under the hospitals",
    description: "Says the agency is not affiliated with or endorsed by them.",
  }),
  servicesHeading: line().meta({ title: "Heading over the services" }),
  servicesIntro: paragraph().meta({ title: "Sentence over the services" }),
  services: z
    .strictObject({
      "private-duty-nursing": service("Private duty nursing"),
      "personal-care": service("Personal care"),
      "senior-care": service("Senior care"),
      "adult-care": service("Adult care"),
      "pediatric-care": service("Pediatric care"),
      support: service("The 24/7 line"),
    })
    .meta({ title: "A line about each service", description: "The services' names come from their pages." }),
  supportName: line().meta({ title: "Name of the 24/7 line" }),
  officeHeading: line().meta({ title: "Heading over the office" }),
  officeIntro: paragraph().meta({ title: "Sentence over the office" }),
  responseLabel: line().meta({ title: "Label over the response time" }),
  coverageLabel: line().meta({ title: "Label over the areas the office serves" }),
  call: line().meta({ title: "Call button" }),
  finderLink: line().meta({ title: "Link to the town finder" }),
  allAreas: line().meta({ title: "Link to every area" }),
});

export type AreaPageWords = z.output<typeof areaPageWords>;
export type AreaPagePlaceholder = (typeof areaPagePlaceholders)[number];

export const areaPage = pageWords({
  name: "area-page",
  path: "/service-areas/lakeland",
  label: "Every area page (the shared words)",
  group: "Service areas",
  description:
    "The headings and lines every area page shows around the area's own words. {area} is the area's name in a sentence.",
  words: areaPageWords,
  placeholders: areaPagePlaceholders,
});
