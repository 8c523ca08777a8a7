/**
 * The site's navigation, one model for the header, the mobile menu and the footer; its words are
 * in app/content/data/pages/navigation.yml.
 */
import { serviceSlugs, type SitePath } from "~/pages";
import { ui } from "~/i18n/ui";
import type { NavigationWords } from "./schemas/pages/navigation";
import { serviceNames } from "./catalog";
import { site, type Phone } from "./site";
import type { Bilingual } from "./types";

/** A link's label: both languages, or (a link the page's frame brings) the page's language only. */
export type NavLabel = Bilingual<string> | string;

export type NavLinkItem = { label: NavLabel; to: SitePath } | { label: Bilingual<string>; phone: Phone };

/** A link to a page, as the page's frame brings it: in the page's language. */
export interface FrameLink {
  label: string;
  to: SitePath;
}

export interface NavMenu {
  id: "services" | "areas" | "contact";
  label: Bilingual<string>;
  items: NavLinkItem[];
  /**
   * The Service Areas menu: its links to each area come with the page's frame (built from the area
   * files at build time), so every page's JavaScript stays the same as areas are added. It ends
   * with "Don't see your area?" and the phone number.
   */
  areaPrompt?: boolean;
}

export type NavEntry = ({ kind: "link" } & NavLinkItem) | ({ kind: "menu" } & NavMenu);

const label = (key: keyof NavigationWords["nav"]): Bilingual<string> => ({ en: ui.en.nav[key], es: ui.es.nav[key] });

export const servicesMenu: NavMenu = {
  id: "services",
  label: label("services"),
  items: [
    { label: label("allServices"), to: "/services" },
    ...serviceSlugs.map((slug) => ({ label: serviceNames[slug], to: `/services/${slug}` as const })),
  ],
};

export const areasMenu: NavMenu = {
  id: "areas",
  label: label("serviceAreas"),
  items: [{ label: label("allAreas"), to: "/service-areas" }],
  areaPrompt: true,
};

export const contactMenu: NavMenu = {
  id: "contact",
  label: label("contact"),
  items: [
    { label: label("getStarted"), to: "/contact" },
    { label: label("emergency"), to: "/contact/emergency" },
    { label: label("insurance"), to: "/contact/insurance" },
    { label: label("locations"), to: "/contact/locations" },
    { label: label("referrals"), to: "/contact/referrals" },
    { label: label("callNow"), phone: site.phones.main },
  ],
};

/** Header order: Home, About, Services, Service Areas, Specials, Reviews, Careers, Blog, Contact. */
export const mainNav: NavEntry[] = [
  { kind: "link", label: label("home"), to: "/" },
  { kind: "link", label: label("about"), to: "/about" },
  { kind: "menu", ...servicesMenu },
  { kind: "menu", ...areasMenu },
  { kind: "link", label: label("specials"), to: "/specials" },
  { kind: "link", label: label("reviews"), to: "/reviews" },
  { kind: "link", label: label("careers"), to: "/careers" },
  { kind: "link", label: label("blog"), to: "/blog" },
  { kind: "menu", ...contactMenu },
];

export const footerQuickLinks: NavLinkItem[] = [
  { label: label("about"), to: "/about" },
  { label: label("services"), to: "/services" },
  { label: label("serviceAreas"), to: "/service-areas" },
  { label: label("specials"), to: "/specials" },
  { label: label("reviews"), to: "/reviews" },
  { label: label("careers"), to: "/careers" },
  { label: label("blog"), to: "/blog" },
  { label: label("contact"), to: "/contact" },
];

/**
 * The footer's links to the legal pages and notices. Their labels (the `legal` part of
 * navigation.yml) reach a page with its frame (lib/build/page-frame.server.ts), in its language,
 * so that their words stay out of every page's JavaScript.
 */
export const footerLegalPages = {
  privacyPolicy: "/privacy-policy",
  termsOfUse: "/terms-of-use",
  noticeOfPrivacyPractices: "/notice-of-privacy-practices",
  nondiscrimination: "/nondiscrimination",
  languageAssistance: "/language-assistance",
  accessibility: "/accessibility",
} as const satisfies Record<keyof NavigationWords["legal"], SitePath>;
