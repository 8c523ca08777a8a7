/** The words of /contact (app/content/data/pages/contact.yml); the form's labels are in their own file. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";
import { careLineLabel, says911 } from "./care-line.ts";

export const contactPlaceholders = ["shortName", "city", "replyHours", "phone", "url"] as const;
const { head, line, paragraph } = wordsOf(contactPlaceholders);

export const contactWords = z.strictObject({
  head: head(),
  details: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      phoneLabel: line().meta({ title: "Label of the phone number" }),
      phoneNote: line().meta({ title: "Under the phone number" }),
      emailLabel: line().meta({ title: "Label of the e-mail address" }),
      officeLabel: line().meta({ title: "Label of the main office's address" }),
      directions: line().meta({ title: "Link to directions" }),
      hoursHeading: line().meta({ title: "Heading over the office hours" }),
      reply: paragraph().meta({
        title: "How soon we reply",
        description: "{replyHours} is the reply time in Agency facts.",
      }),
    })
    .meta({ title: "How to reach us", description: "The phone, e-mail, address and hours come from Agency facts." }),
  emergency: z
    .strictObject({
      heading: careLineLabel(line()).meta({ title: "Heading" }),
      body: paragraph().meta({ title: "About the 24/7 care line" }),
      call: careLineLabel(line()).meta({ title: "Button that calls the care line" }),
      warning: says911(paragraph()).meta({
        title: "When to call 911 first",
        description: "Must keep saying to call 911.",
      }),
      link: line().meta({ title: "Link to the care line page" }),
    })
    .meta({ title: "Need care right now? box" }),
  concerns: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      body: paragraph().meta({ title: "Text" }),
      ahca: line().meta({ title: "AHCA's complaint line", description: "Its number (1-888-419-3456) follows." }),
      abuse: line().meta({ title: "The Florida Abuse Hotline", description: "Its number (1-800-962-2873) follows." }),
    })
    .meta({ title: "A concern about care", description: "The state's lines for a complaint or a report of abuse." }),
  printForm: paragraph().meta({
    title: "Printed in place of the form",
    description: "{url} is this page's address, {phone} the main line.",
  }),
});

export type ContactWords = z.output<typeof contactWords>;
export type ContactPlaceholder = (typeof contactPlaceholders)[number];

export const contact = pageWords({
  name: "contact",
  path: "/contact",
  label: "Contact",
  group: "Contact pages",
  description:
    "The Contact page around its form: how to reach us and the care line box. The form's labels are edited separately. Facts are written as {placeholders}.",
  words: contactWords,
  placeholders: contactPlaceholders,
});
