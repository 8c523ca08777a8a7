import * as raw from "virtual:content/pages/blog";
import { site } from "../site";
import { formErrors, type FormErrorWords } from "~/content/form-errors";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import type { BlogFact, BlogWords } from "../schemas/pages/blog";
import type { Bilingual, PageContent } from "../types";

/** What /blog says around the article summaries (which come from the Markdown, through the loader). */
export interface BlogIndexContent extends PageContent {
  featured: { heading: string; readArticle: string };
  list: {
    heading: string;
    categoriesLabel: string;
    allArticles: string;
    /** Counts: "{total}" articles in the list, "{shown}" of them on screen, " in {category}". */
    countOne: string;
    countOther: string;
    countShowing: string;
    inCategory: string;
    loadMore: string;
  };
  /** "{n} min read" */
  readTime: string;
  by: string;
  callBox: { heading: string; body: string; call: string; contact: string };
  newsletter: NewsletterWords;
}

/** The newsletter box: one e-mail field sent through the delivery module (app/lib/delivery.ts). */
export interface NewsletterWords {
  heading: string;
  body: string;
  emailLabel: string;
  /** Under the field: what the address is used for. */
  hint: string;
  honeypot: string;
  submit: string;
  sending: string;
  /** Without JavaScript in console mode (nowhere to post): how else to stay in touch. */
  noScript: string;
  sent: { heading: string; body: string; again: string };
  /** After a send in console mode: honest, the address went nowhere. */
  sentConsole: { heading: string; body: string; again: string };
  failed: { heading: string; body: string; retry: string };
  /** "Call {phone}" */
  call: string;
  /** The link to the RSS feed, under the form. */
  feed: string;
  /** What the form says about an address it cannot accept (shared by the site's forms). */
  errors: FormErrorWords;
}

/** The words of /blog (app/content/data/pages/blog.yml) with the main line filled in; the list's counts and minutes are filled on the page. */
const words = filledWords<BlogWords, BlogFact>(raw, { phone: site.phones.main.display });

/** The page's words, with the forms' shared messages about an address. */
function blogIndexIn(lang: Lang): BlogIndexContent {
  const w = words[lang];
  return { ...w, newsletter: { ...w.newsletter, errors: formErrors[lang] } };
}

export const blogIndex: Bilingual<BlogIndexContent> = { en: blogIndexIn("en"), es: blogIndexIn("es") };
