import type { ServiceSlug, SitePath } from "~/pages";
import type { PageContent } from "../types";

/** A titled card: a caregiver role, an age group, a condition, a program, a way to schedule care. */
export interface CardItem {
  /** Stable key (React key and test hook); never an array index. */
  key: string;
  title: string;
  /** Short label above the title ("Ages 0-2", "RN"). */
  label?: string;
  body: string;
  /** Optional check-list under the body. */
  points?: string[];
}

export interface CardsBlock {
  heading: string;
  intro?: string;
  items: CardItem[];
}

export interface ListBlock {
  heading: string;
  intro?: string;
  items: string[];
}

/** How care is paid; always ends with a link to /contact/insurance. */
export interface PaymentBlock {
  heading: string;
  paragraphs: string[];
  linkLabel: string;
}

/** The Medicaid family home health aide program (pediatric page). */
export interface FamilyProgramBlock {
  heading: string;
  intro: string;
  benefitsHeading: string;
  benefits: string[];
  eligibilityHeading: string;
  eligibility: string[];
  callLabel: string;
  /** The demo's (the agency does not bill Medicaid yet): shown with the Sample mark. */
  sample: boolean;
}

export interface LinkItem {
  to: SitePath;
  title: string;
  body: string;
}

export interface RelatedBlock {
  heading: string;
  servicesHeading: string;
  services: LinkItem[];
  articlesHeading: string;
  articles: LinkItem[];
}

/**
 * The words of one page under /services/. The template (routes/service.tsx) shows the sections a
 * page has, in this order, so each page carries only the sections written for its service.
 */
export interface ServicePageContent extends PageContent {
  /** Who gives the care. */
  caregivers?: CardsBlock;
  /** Age groups (pediatric page): what care looks like at each age. */
  ageGroups?: CardsBlock;
  /** Conditions cared for at home (adult page). */
  conditions?: CardsBlock;
  /** Programs (senior page): dementia, post-hospital, respite. */
  programs?: CardsBlock;
  /** What is done at a visit. */
  visit?: ListBlock;
  /** Hours and coverage. */
  hours?: CardsBlock;
  familyProgram?: FamilyProgramBlock;
  /** Who the service suits. */
  suits?: ListBlock;
  payment: PaymentBlock;
  related: RelatedBlock;
}

/** Overview (/services): a main service, linked to its page by slug. */
export interface MainService {
  slug: Extract<ServiceSlug, "private-duty-nursing" | "personal-care">;
  title: string;
  subtitle: string;
  body: string;
  features: string[];
  agesLabel: string;
  ages: string;
  linkLabel: string;
}

export interface ServicesOverviewContent extends PageContent {
  main: { heading: string; intro: string; services: MainService[] };
  /** Companion care and care up to 24 hours a day. */
  more: CardsBlock;
  programs: { heading: string; intro: string; items: (CardItem & { slug: ServiceSlug; linkLabel: string })[] };
  steps: { heading: string; intro: string; items: CardItem[] };
  why: ListBlock;
}
