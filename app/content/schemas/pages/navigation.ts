/** The words of every page's header, menus and footer (app/content/data/pages/navigation.yml). */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const navigationPlaceholders = ["city", "founded"] as const;
const { line, paragraph } = wordsOf(navigationPlaceholders);

const said = (title: string, description?: string) => line().meta({ title, ...(description && { description }) });

export const navigationWords = z.strictObject({
  header: z
    .strictObject({
      mainNav: said("Name of the main menu, for screen readers"),
      menu: said("The menu button on phones"),
      closeMenu: said("The button that closes the menu on phones"),
      callAria: said("The call button, for screen readers", "Read before the phone number."),
      callShort: said("The call button on medium screens"),
      switchTo: said(
        "The language button, for screen readers",
        "Written in the other language: the English page says it in Spanish, and the Spanish page in English.",
      ),
    })
    .meta({ title: "Header" }),
  nav: z
    .strictObject({
      home: said("Home"),
      about: said("About"),
      services: said("Services (menu and footer)"),
      serviceAreas: said("Service Areas (menu and footer)"),
      contact: said("Contact (menu and footer)"),
      specials: said("Specials"),
      reviews: said("Reviews"),
      careers: said("Careers"),
      blog: said("Blog"),
      allServices: said("First link of the Services menu"),
      allAreas: said("First link of the Service Areas menu"),
      getStarted: said("Contact menu: the contact page"),
      emergency: said("Contact menu: the 24/7 care line"),
      insurance: said("Contact menu: insurance questions"),
      locations: said("Contact menu: our locations"),
      referrals: said("Contact menu: referrals from healthcare providers"),
      callNow: said("Contact menu: the link that calls the main line"),
      areaPrompt: said("End of the Service Areas menu: the question"),
      areaPromptBody: said("End of the Service Areas menu: before the phone number"),
    })
    .meta({ title: "Menu", description: "The names of the pages in the header's menu and the footer." }),
  footer: z
    .strictObject({
      blurb: paragraph().meta({ title: "About the agency, under its name" }),
      quickLinks: said("Heading of the quick links"),
      services: said("Heading of the services"),
      contact: said("Heading of the contact details"),
      hours: said("Heading of the office hours"),
      legal: said("Heading of the legal links"),
      rights: said("After the copyright"),
      mainOffice: said("Before the main office's address"),
      phone: said("Before the phone number"),
      email: said("Before the e-mail address"),
      nav: said("Name of the footer's links, for screen readers"),
    })
    .meta({ title: "Footer" }),
  legal: z
    .strictObject({
      privacyPolicy: said("Privacy policy"),
      termsOfUse: said("Terms of use"),
      noticeOfPrivacyPractices: said("HIPAA notice of privacy practices"),
      nondiscrimination: said("Notice of nondiscrimination"),
      languageAssistance: said("Language assistance"),
      accessibility: said("Accessibility"),
    })
    .meta({ title: "Footer: links to the legal pages" }),
});

export type NavigationWords = z.output<typeof navigationWords>;
export type NavigationPlaceholder = (typeof navigationPlaceholders)[number];

export const navigation = pageWords({
  name: "navigation",
  path: "/",
  label: "Menu, header and footer",
  group: "Every page: menu and screens",
  description:
    "Shown on every page: the header, the menu's page names, the footer's headings and its links to the legal pages. Facts are written as {placeholders}.",
  words: navigationWords,
  placeholders: navigationPlaceholders,
});
