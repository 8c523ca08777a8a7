/** The words of the home page (app/content/data/pages/home.yml), its slideshow included. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const homePlaceholders = [
  "name",
  "shortName",
  "city",
  "families",
  "underAge",
  "childUpTo",
  "trainingHours",
  "paidHoursPerDay",
  "percentOff",
  "minShiftHours",
  "phone",
  "n",
  "total",
] as const;
const { head, line, paragraph, lines } = wordsOf(homePlaceholders);

const heading = () => line().meta({ title: "Heading" });
const intro = () => paragraph().meta({ title: "Introduction" });
const titled = <S extends z.ZodRawShape>(title: string, shape: S, description?: string) =>
  z.strictObject(shape).meta({ title, ...(description ? { description } : {}) });

const slide = (title: string) =>
  titled(title, {
    heading: heading(),
    body: paragraph().meta({ title: "Text" }),
    alt: paragraph().meta({
      title: "Description of the picture",
      description: "Read aloud to people who cannot see it.",
    }),
  });

const card = (title: string, description?: string) =>
  titled(title, { title: line().meta({ title: "Title" }), body: paragraph().meta({ title: "Text" }) }, description);

const mainService = (title: string) =>
  titled(title, {
    title: line().meta({ title: "Title" }),
    subtitle: line().meta({ title: "Line under the title" }),
    body: paragraph().meta({ title: "Text" }),
    features: lines().meta({ title: "Check list" }),
    cta: line().meta({ title: "Link to the service's page" }),
  });

const ageGroup = (title: string) =>
  titled(title, {
    title: line().meta({ title: "Title" }),
    ages: line().meta({ title: "Ages" }),
    body: paragraph().meta({ title: "Text" }),
    cta: line().meta({ title: "Link to the service's page" }),
  });

const link = (title: string) =>
  titled(title, { label: line().meta({ title: "Link" }), description: paragraph().meta({ title: "Line under it" }) });

export const homeWords = z.strictObject({
  head: head()
    .extend({
      intro: lines().meta({
        title: "Introduction, once the agency bills Medicare",
        description: "Shown once the Medicare number in Agency facts is real.",
      }),
      introUntilMedicare: lines().meta({
        title: "Introduction, until the agency bills Medicare",
        description: "Shown while the Medicare number in Agency facts is a sample.",
      }),
    })
    .meta({ title: "Top of the page" }),
  hero: titled(
    "Slideshow",
    {
      slides: titled("Slides", {
        family: slide("First slide: a family at home"),
        nurse: slide("Second slide: a nurse's visit"),
        child: slide("Third slide: a child's care"),
        senior: slide("Fourth slide: an older adult"),
      }),
      stats: titled(
        "Words under the figures",
        {
          families: line().meta({ title: "Under the number of families" }),
          years: line().meta({ title: "Under the years since the agency was founded" }),
          always: line().meta({ title: "Under “24/7”" }),
        },
        "The figures come from Agency facts; these are the words under them.",
      ),
      callLabel: line().meta({ title: "Call button", description: "{phone} is the main number." }),
      servicesLabel: line().meta({ title: "Button to the services" }),
      regionLabel: line().meta({ title: "Name of the slideshow, read aloud" }),
      slideLabel: line().meta({
        title: "Name of each slide, read aloud",
        description: "{n} is the slide's number, {total} the number of slides.",
      }),
      prev: line().meta({ title: "Button: previous slide" }),
      next: line().meta({ title: "Button: next slide" }),
      pause: line().meta({ title: "Button: pause" }),
      play: line().meta({ title: "Button: play" }),
      dotsLabel: line().meta({ title: "Name of the row of slide buttons, read aloud" }),
    },
    "The slideshow at the top of the page.",
  ),
  trust: titled("Why families trust us", {
    heading: heading(),
    intro: intro(),
    stats: titled(
      "Words under the figures",
      {
        families: line().meta({ title: "Under the number of families" }),
        rating: line().meta({ title: "Under the rating" }),
        years: line().meta({ title: "Under the years since the agency was founded" }),
        always: line().meta({ title: "Under “24/7”" }),
      },
      "The figures come from Agency facts; these are the words under them.",
    ),
    certifications: titled("Cards", {
      license: card("Florida license", "Shown once the license number in Agency facts is real."),
      background: card("Background checks"),
      medicare: card("Medicare", "Shown once the Medicare number in Agency facts is real."),
    }),
    special: titled(
      "New patient special",
      {
        badge: line().meta({ title: "Badge" }),
        heading: heading(),
        body: paragraph().meta({
          title: "Text",
          description: "{percentOff} and {minShiftHours} are the offer's figures.",
        }),
        cta: line().meta({ title: "Link to the specials" }),
      },
      "The banner of the first-week companion care offer, shown while the offer runs.",
    ),
  }),
  services: titled("Services", {
    eyebrow: line().meta({ title: "Small label over the heading" }),
    heading: heading(),
    intro: intro(),
    nursing: mainService("Private duty nursing"),
    personalCare: mainService("Personal care"),
    ageHeading: line().meta({ title: "Heading over the ages" }),
    pediatric: ageGroup("Children"),
    adult: ageGroup("Adults"),
    senior: ageGroup("Seniors"),
  }),
  insurance: titled("Insurance", {
    heading: line().meta({ title: "Heading, once the agency bills Medicare" }),
    headingUntilMedicare: line().meta({ title: "Heading, until the agency bills Medicare" }),
    body: paragraph().meta({ title: "Text, once the agency bills Medicare and Medicaid" }),
    bodyUntilBoth: paragraph().meta({ title: "Text, until the agency bills both Medicare and Medicaid" }),
    insurersHeading: line().meta({ title: "Heading over the insurers" }),
    assessmentHeading: line().meta({ title: "Free assessment: heading" }),
    assessmentBody: paragraph().meta({ title: "Free assessment: text" }),
    cta: line().meta({ title: "Link to the insurance questions" }),
  }),
  family: titled(
    "Family caregiver program",
    {
      eyebrow: line().meta({ title: "Small label over the heading" }),
      heading: heading(),
      intro: intro(),
      benefitsHeading: line().meta({ title: "Heading over the benefits" }),
      benefits: lines().meta({ title: "Benefits" }),
      eligibilityHeading: line().meta({ title: "Heading over who can join" }),
      eligibility: lines().meta({ title: "Who can join" }),
      cta: line().meta({ title: "Button" }),
    },
    "Florida's program for medically fragile children: {underAge}, {trainingHours} and {paidHoursPerDay} come from the config (the law). Never describe it as open to adults.",
  ),
  social: titled("Stay connected", {
    heading: heading(),
    intro: intro(),
    links: titled("Links", {
      reviews: link("Reviews"),
      directions: link("Directions"),
      facebook: link("Facebook"),
      instagram: link("Instagram"),
    }),
  }),
});

export type HomeWords = z.output<typeof homeWords>;
export type HomePlaceholder = (typeof homePlaceholders)[number];

export const home = pageWords({
  name: "home",
  path: "/",
  label: "Home",
  group: "Home and About",
  description:
    "The home page: the slideshow, why families trust us, services, insurance, the family caregiver program, links. Facts are written as {placeholders}.",
  words: homeWords,
  placeholders: homePlaceholders,
});
