/** The words of /contact/locations (app/content/data/pages/contact-locations.yml); the offices themselves are Agency facts. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const locationsPlaceholders = ["city", "satellites", "offices", "phone"] as const;
const { head, line, lines } = wordsOf(locationsPlaceholders);

export const locationsWords = z.strictObject({
  head: head(),
  offices: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      mainBadge: line().meta({ title: "Badge on the main office" }),
      address: line().meta({ title: "Label of the address" }),
      phone: line().meta({ title: "Label of the phone number" }),
      coverage: line().meta({ title: "Label of the areas served" }),
      hours: line().meta({ title: "Label of the office hours" }),
      directions: line().meta({ title: "Link to directions" }),
    })
    .meta({
      title: "Our offices",
      description: "Each office's address, phone, hours and areas come from Agency facts.",
    }),
  visit: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      body: lines().meta({ title: "Paragraphs" }),
      areasLink: line().meta({ title: "Link to the service areas" }),
    })
    .meta({ title: "Care comes to you" }),
});

export type LocationsWords = z.output<typeof locationsWords>;
export type LocationsPlaceholder = (typeof locationsPlaceholders)[number];

export const contactLocations = pageWords({
  name: "contact-locations",
  path: "/contact/locations",
  label: "Locations",
  group: "Contact pages",
  description:
    "The locations page around the offices (which are Agency facts). {city} is the main office's city, {satellites} the other offices' cities, {offices} how many there are.",
  words: locationsWords,
  placeholders: locationsPlaceholders,
});
