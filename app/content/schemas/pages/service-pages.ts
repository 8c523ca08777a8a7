/**
 * The five pages under /services/ (app/content/data/pages/service-<slug>.yml), each an entry of
 * the one service schema (./service.ts): the sections it adds, its cards' keys, the pages it links
 * to and the facts its words use.
 */
import type { ServiceSlug } from "../../../pages.ts";
import { servicePage } from "./service.ts";

/** The facts each page's words use, as {placeholders}. */
export const servicePlaceholders = {
  "private-duty-nursing": ["city"],
  "personal-care": ["city"],
  "pediatric-care": ["city", "oldest", "underAge", "trainingHours", "paidHoursPerDay"],
  "adult-care": ["city"],
  "senior-care": ["city"],
} as const satisfies Record<ServiceSlug, readonly string[]>;
export type ServicePlaceholder<S extends ServiceSlug> = (typeof servicePlaceholders)[S][number];

export const servicePagesWords = [
  servicePage({
    slug: "private-duty-nursing",
    placeholders: servicePlaceholders["private-duty-nursing"],
    sections: {
      caregivers: {
        title: "Who gives the care",
        intro: true,
        label: true,
        cards: { rn: "Registered nurses", lpn: "Licensed practical nurses" },
      },
      visit: { title: "What the nurse does at a visit", intro: true },
      hours: {
        title: "Hours and coverage",
        intro: true,
        cards: { shifts: "Shifts", nights: "Nights", "around-the-clock": "Around the clock" },
      },
      suits: { title: "Who it suits", intro: false },
    },
    related: { services: ["personal-care", "pediatric-care"], articles: ["chronic-conditions", "post-hospital"] },
  }),
  servicePage({
    slug: "personal-care",
    placeholders: servicePlaceholders["personal-care"],
    sections: {
      caregivers: {
        title: "Who gives the care",
        intro: true,
        label: true,
        cards: { hha: "Home health aides", cna: "Certified nursing assistants", companion: "Companions" },
      },
      visit: { title: "What the aide does at a visit", intro: true },
      hours: {
        title: "Hours and coverage",
        intro: true,
        cards: { short: "Short visits", respite: "Time off for family", "live-in": "Around the clock" },
      },
      suits: { title: "Who it suits", intro: false },
    },
    related: { services: ["senior-care", "private-duty-nursing"], articles: ["companion-care", "safety-tips"] },
  }),
  servicePage({
    slug: "pediatric-care",
    placeholders: servicePlaceholders["pediatric-care"],
    facts:
      "{underAge} is the family aide program's age limit, {oldest} the oldest age cared for (one less), {trainingHours} the program's hours of training, {paidHoursPerDay} the most hours a day Medicaid pays the family aide",
    sections: {
      caregivers: {
        title: "Who cares for the child",
        intro: true,
        label: true,
        cards: { "pediatric-nurse": "Pediatric nurses", "family-aide": "Family home health aides" },
      },
      ageGroups: {
        title: "Care at every age",
        intro: true,
        label: true,
        points: true,
        cards: { infants: "Babies and toddlers", children: "Children", teens: "Teens and young adults" },
      },
      familyProgram: true,
    },
    related: {
      services: ["private-duty-nursing", "personal-care"],
      articles: ["caregiver-support", "home-preparation"],
    },
  }),
  servicePage({
    slug: "adult-care",
    placeholders: servicePlaceholders["adult-care"],
    sections: {
      conditions: {
        title: "Conditions cared for at home",
        intro: true,
        cards: {
          diabetes: "Diabetes",
          copd: "COPD",
          "heart-failure": "Heart failure",
          stroke: "Stroke recovery",
          surgery: "After surgery",
          "trach-vent": "Tracheostomy and ventilator",
          wounds: "Wound care",
        },
      },
      caregivers: { title: "Who gives the care", intro: false, label: true, cards: { nurse: "Nurses", aide: "Aides" } },
    },
    related: {
      services: ["private-duty-nursing", "senior-care"],
      articles: ["chronic-conditions", "medicare-coverage"],
    },
  }),
  servicePage({
    slug: "senior-care",
    placeholders: servicePlaceholders["senior-care"],
    sections: {
      programs: {
        title: "Programs for seniors",
        intro: false,
        points: true,
        cards: {
          dementia: "Dementia and memory care",
          "post-hospital": "After a hospital stay",
          respite: "Respite care",
        },
      },
      visit: { title: "Everyday help at home", intro: true },
    },
    related: {
      services: ["personal-care", "adult-care"],
      articles: ["post-hospital", "caregiver-support", "safety-tips"],
    },
  }),
];
