/** The words of /contact/emergency, the 24/7 care line page (app/content/data/pages/contact-emergency.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";
import { careLineLabel, says911 } from "./care-line.ts";

export const emergencyPlaceholders = ["phone"] as const;
const { head, line, paragraph, lines } = wordsOf(emergencyPlaceholders);

const top = head();

export const emergencyWords = z.strictObject({
  head: top.extend({
    title: careLineLabel(line()).meta(top.shape.title.meta()!),
    heading: careLineLabel(line()).meta(top.shape.heading.meta()!),
  }),
  warning: z
    .strictObject({
      heading: says911(line()).meta({ title: "Heading" }),
      body: paragraph().meta({ title: "When to call 911" }),
      callLabel: says911(line()).meta({ title: "Button that dials 911" }),
    })
    .meta({
      title: "911 warning",
      description: "Shown first, right under the heading. The heading and the button must keep saying 911.",
    }),
  hotline: z
    .strictObject({
      heading: careLineLabel(line()).meta({ title: "Heading" }),
      body: z
        .strictObject({
          sameDay: paragraph().meta({ title: "While Agency facts promise care can start the same day" }),
          otherwise: paragraph().meta({ title: "Without that promise" }),
        })
        .meta({ title: "What the care line does" }),
      callLabel: careLineLabel(line()).meta({ title: "Button that calls the care line" }),
      note: paragraph().meta({ title: "Note under the button" }),
    })
    .meta({ title: "The 24/7 care line", description: "Never call it an emergency line: 911 is." }),
  triage: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      urgentHeading: line().meta({ title: "Heading over the reasons to call us" }),
      urgent: lines().meta({ title: "Reasons to call the care line" }),
      // A gastrostomy opening can start to close within hours once the tube is out (hospital
      // patient leaflets): the family acts at once instead of waiting for a visit.
      doctorHeading: line().meta({ title: "Heading over the reasons to call the doctor or go to the emergency room" }),
      doctor: lines().meta({ title: "Reasons to call the doctor or go to the emergency room now" }),
      emergencyHeading: says911(line()).meta({ title: "Heading over the reasons to call 911" }),
      // Stroke signs as the CDC and the American Stroke Association ("BE FAST") teach them: sudden
      // confusion, or weakness on one side, is a 911 call, never a wait for the care line.
      emergency: lines().meta({ title: "Reasons to call 911" }),
    })
    .meta({ title: "Call us, or call 911?" }),
  helpLines: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      poison: z
        .strictObject({ title: line().meta({ title: "Name" }), body: paragraph().meta({ title: "When to call" }) })
        .meta({ title: "Poison Control", description: "The number (1-800-222-1222) is shown with it." }),
      crisis: z
        .strictObject({ title: line().meta({ title: "Name" }), body: paragraph().meta({ title: "When to call" }) })
        .meta({ title: "988 Suicide & Crisis Lifeline", description: "The number (988) is shown with it." }),
    })
    .meta({ title: "Other lines that can help" }),
  storm: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      paragraphs: lines().meta({ title: "Text" }),
      registry: line().meta({ title: "The link to Florida's Special Needs Registry" }),
    })
    .meta({ title: "Power outages and hurricanes" }),
  response: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      regionLabel: line().meta({ title: "Column of the areas" }),
      timeLabel: line().meta({ title: "Column of the times" }),
      note: paragraph().meta({ title: "Note under the table" }),
    })
    .meta({ title: "How fast we respond", description: "The areas and times come from Agency facts." }),
});

export type EmergencyWords = z.output<typeof emergencyWords>;
export type EmergencyPlaceholder = (typeof emergencyPlaceholders)[number];

export const contactEmergency = pageWords({
  name: "contact-emergency",
  path: "/contact/emergency",
  label: "24/7 care line",
  group: "Contact pages",
  description:
    "The care line page: the 911 warning, the care line, when to call whom, response times. The care line is never an emergency line: the 911 lines must stay. Facts are written as {placeholders}.",
  words: emergencyWords,
  placeholders: emergencyPlaceholders,
});
