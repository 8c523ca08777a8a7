import reviewWords from "virtual:content/reviews/words";
import * as raw from "virtual:content/pages/reviews";
import { site } from "./site";
import { families, founded, mainOffice } from "./facts";
import { filledWords } from "./page-words";
import type { ReviewsFact, ReviewsWords } from "./schemas/pages/reviews";
import type { IsoDate } from "./site";
import type { Lang } from "~/i18n/lang";
import type { Bilingual, PageContent } from "./types";

export type ReviewId = (typeof site.testimonials.reviews)[number]["id"];
export type AwardId = "families" | "caregiver-of-the-year" | "since" | "bilingual";

export interface Review {
  id: ReviewId;
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  date: IsoDate;
  text: string;
  service: string;
  /** true when `text` is a translation of the person's own words (then the page says so). */
  translated: boolean;
}

export interface ReviewsContent extends PageContent {
  /** "{rating}" is replaced: what a screen reader hears for a row of stars. */
  starsLabel: string;
  summary: { heading: string; average: string; basedOn: string; recommend: string };
  /** `translated`: the note on a review shown in the other language than the one it was written in. */
  featured: { heading: string; intro: string; serviceLabel: string; translated: string; items: Review[] };
  platforms: { heading: string; intro: string; reviewCount: string };
  awards: { heading: string; intro: string; items: { id: AwardId; title: string; body: string }[] };
  share: { heading: string; intro: string; button: string };
}

/** The reviews in `lang` (app/content/data/reviews/), newest first: the facts from the config, the words from their files. */
function reviewItems(lang: Lang): Review[] {
  return site.testimonials.reviews.map(({ id, name, location, rating, date, writtenIn }) => ({
    id,
    name,
    location,
    rating,
    date,
    ...reviewWords[lang][id]!,
    translated: writtenIn !== lang,
  }));
}

/** The words of /reviews (app/content/data/pages/reviews.yml) with the config's figures filled in; {rating}, {count} and {platform} are filled on the page. */
const words = filledWords<ReviewsWords, ReviewsFact>(raw, {
  averageRating: site.claims.rating.value,
  reviewCount: site.claims.reviewCount.value,
  recommendPercent: site.claims.recommendPercent.value,
  families,
  founded,
  city: mainOffice.city,
});

const awardIds: AwardId[] = ["families", "caregiver-of-the-year", "since", "bilingual"];

/** The page's words arranged for its sections, with the reviews in `lang`. */
function reviewsIn(lang: Lang): ReviewsContent {
  const w = words[lang];
  return {
    ...w,
    featured: { ...w.featured, items: reviewItems(lang) },
    awards: {
      heading: w.awards.heading,
      intro: w.awards.intro,
      items: awardIds.map((id) => ({ id, ...w.awards[id] })),
    },
  };
}

export const reviews: Bilingual<ReviewsContent> = { en: reviewsIn("en"), es: reviewsIn("es") };
