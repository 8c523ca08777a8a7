/** The site's navigation, one model for the header, the mobile menu and the footer. */
import { serviceSlugs, type SitePath } from "~/pages";
import { ui, type UiKey } from "~/i18n/ui";
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

const label = (key: UiKey): Bilingual<string> => ({ en: ui.en[key], es: ui.es[key] });

export const servicesMenu: NavMenu = {
  id: "services",
  label: label("nav.services"),
  items: [
    { label: label("nav.allServices"), to: "/services" },
    ...serviceSlugs.map((slug) => ({ label: serviceNames[slug], to: `/services/${slug}` as const })),
  ],
};

export const areasMenu: NavMenu = {
  id: "areas",
  label: label("nav.serviceAreas"),
  items: [{ label: label("nav.allAreas"), to: "/service-areas" }],
  areaPrompt: true,
};

export const contactMenu: NavMenu = {
  id: "contact",
  label: label("nav.contact"),
  items: [
    { label: label("nav.getStarted"), to: "/contact" },
    { label: label("nav.emergency"), to: "/contact/emergency" },
    { label: label("nav.insurance"), to: "/contact/insurance" },
    { label: label("nav.locations"), to: "/contact/locations" },
    { label: label("nav.referrals"), to: "/contact/referrals" },
    { label: label("nav.callNow"), phone: site.phones.main },
  ],
};

/** Header order: Home, About, Services, Service Areas, Specials, Reviews, Careers, Blog, Contact. */
export const mainNav: NavEntry[] = [
  { kind: "link", label: label("nav.home"), to: "/" },
  { kind: "link", label: label("nav.about"), to: "/about" },
  { kind: "menu", ...servicesMenu },
  { kind: "menu", ...areasMenu },
  { kind: "link", label: label("nav.specials"), to: "/specials" },
  { kind: "link", label: label("nav.reviews"), to: "/reviews" },
  { kind: "link", label: label("nav.careers"), to: "/careers" },
  { kind: "link", label: label("nav.blog"), to: "/blog" },
  { kind: "menu", ...contactMenu },
];

export const footerQuickLinks: NavLinkItem[] = [
  { label: label("nav.about"), to: "/about" },
  { label: label("nav.services"), to: "/services" },
  { label: label("nav.serviceAreas"), to: "/service-areas" },
  { label: label("nav.specials"), to: "/specials" },
  { label: label("nav.reviews"), to: "/reviews" },
  { label: label("nav.careers"), to: "/careers" },
  { label: label("nav.blog"), to: "/blog" },
  { label: label("nav.contact"), to: "/contact" },
];

/**
 * The footer's links to the legal pages and notices, in both languages. They reach a page with its
 * frame (lib/build/page-frame.server.ts), in its language, so that their words stay out of every
 * page's JavaScript.
 */
export const footerLegalLinks: { label: Bilingual<string>; to: SitePath }[] = [
  { label: { en: "Privacy Policy", es: "Política de privacidad" }, to: "/privacy-policy" },
  { label: { en: "Terms of Use", es: "Términos de uso" }, to: "/terms-of-use" },
  {
    label: { en: "HIPAA Notice of Privacy Practices", es: "Aviso de prácticas de privacidad (HIPAA)" },
    to: "/notice-of-privacy-practices",
  },
  { label: { en: "Notice of Nondiscrimination", es: "Aviso contra la discriminación" }, to: "/nondiscrimination" },
  { label: { en: "Language Assistance", es: "Ayuda en su idioma" }, to: "/language-assistance" },
  { label: { en: "Accessibility", es: "Accesibilidad" }, to: "/accessibility" },
];
