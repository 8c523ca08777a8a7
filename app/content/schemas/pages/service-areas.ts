/** The words of /service-areas (app/content/data/pages/service-areas.yml): its top, the finder, the cards, the lists. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

/**
 * Facts filled at build time: `{city}` (the main office's), `{satellites}` (the other offices'
 * cities), `{radius}` (miles with no travel fee), `{count}` (of areas, in words), `{areas}` (their
 * names, in list order). The finder fills the rest as the visitor asks: `{place}`, `{zip}`,
 * `{name}`, `{area}`, `{miles}`, `{query}`, `{phone}`, `{submit}`.
 */
export const serviceAreasPlaceholders = [
  "city",
  "satellites",
  "radius",
  "count",
  "areas",
  "place",
  "zip",
  "name",
  "area",
  "miles",
  "query",
  "phone",
  "submit",
] as const;
const { head, line, paragraph } = wordsOf(serviceAreasPlaceholders);

const finder = z
  .strictObject({
    heading: line().meta({ title: "Heading" }),
    intro: paragraph().meta({ title: "Introduction" }),
    label: line().meta({ title: "Label of the search box" }),
    hint: line().meta({ title: "Hint under the search box" }),
    submit: line().meta({ title: "Button" }),
    beforeScript: paragraph().meta({
      title: "Until the finder is ready",
      description: "Shown until the page's script runs, and always without JavaScript.",
    }),
    listLink: line().meta({ title: "Link to the lists of communities" }),
    found: line().meta({ title: "Answer: a town we serve", description: "{place}: the town." }),
    foundZip: line().meta({ title: "Answer: a ZIP code we serve", description: "{zip} and its town {place}." }),
    corrected: line().meta({ title: "Answer for a misspelt town", description: "{place}: the town as we write it." }),
    areaLine: line().meta({ title: "The area of the answer", description: "{name}: the area." }),
    seeArea: line().meta({ title: "Link to the area's page", description: "{area}: the area's name in a sentence." }),
    office: line().meta({ title: "Label over the office" }),
    response: line().meta({ title: "Label over the response time" }),
    withinRadius: paragraph().meta({
      title: "Within the no-travel-fee radius",
      description: "{miles}: the distance (as written below), {radius}: the radius.",
    }),
    beyondRadius: paragraph().meta({ title: "Beyond the no-travel-fee radius" }),
    outside: line().meta({ title: "Answer: a name we do not serve", description: "{query}: what the visitor typed." }),
    outsideZip: line().meta({ title: "Answer: a ZIP code we do not serve" }),
    outsideHelp: paragraph().meta({ title: "After an answer we do not serve" }),
    partialZip: line().meta({ title: "A ZIP code not yet complete" }),
    emptySubmit: line().meta({ title: "The button pressed with nothing typed", description: "{submit}: the button." }),
    distanceOne: line().meta({ title: "One mile" }),
    distanceMany: line().meta({ title: "Miles", description: "{miles}: the number." }),
    county: line().meta({ title: "A county, as a suggestion", description: "{name}: the county's name." }),
    countyInSentence: line().meta({ title: "A county, in a sentence" }),
    call: line().meta({ title: "Call button" }),
    credit: line().meta({ title: "Credit for the ZIP code data" }),
  })
  .meta({ title: "Do you serve my town? (the finder)" });

export const serviceAreasWords = z.strictObject({
  head: head(),
  finder,
  cards: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      office: line().meta({ title: "Label over the office" }),
      response: line().meta({ title: "Label over the response time" }),
      call: line().meta({ title: "Call button" }),
      more: line().meta({ title: "Link to the area's page", description: "{area}: the area's name in a sentence." }),
    })
    .meta({ title: "The areas' cards" }),
  listing: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      more: line().meta({ title: "Link to the area's page" }),
    })
    .meta({ title: "Every community, by area" }),
});

export type ServiceAreasWords = z.output<typeof serviceAreasWords>;
export type ServiceAreasPlaceholder = (typeof serviceAreasPlaceholders)[number];

export const serviceAreas = pageWords({
  name: "service-areas",
  path: "/service-areas",
  label: "Service areas (the overview)",
  group: "Service areas",
  description:
    "The /service-areas page: its top, the town finder, the cards and the lists. Each area's own words are under “Service areas”. Facts are written as {placeholders}.",
  words: serviceAreasWords,
  placeholders: serviceAreasPlaceholders,
});
