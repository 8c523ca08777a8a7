import reviewWords from "virtual:content/reviews/words";
import * as raw from "virtual:content/pages/reviews";
import { site } from "./site";
import { families, founded, mainOffice, shown, shownRows, shownValue, showsAnySample } from "./facts";
import { filledWords } from "./page-words";
import type { ReviewsFact, ReviewsWords } from "./schemas/pages/reviews";
import type { IsoDate } from "./site";
import type { Lang } from "~/i18n/lang";
import type { Bilingual, PageContent } from "./types";

export type ReviewId = (typeof site.testimonials.reviews)[number]["id"];
export type AwardId = "families" | "caregiver-of-the-year" | "since" | "bilingual";

export type ReviewPlatform = (typeof site.reviewPlatforms)[number];

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
  /**
   * The figures (null: a sample this build leaves out, then its card is left out; the section
   * goes with both). `samples`: a figure shown is a sample (the demo marks it).
   */
  summary: {
    heading: string;
    average: string;
    basedOn: string;
    recommend: string;
    rating: number | null;
    recommendPercent: number | null;
    samples: boolean;
  };
  /**
   * `translated`: the note on a review shown in the other language than the one it was written in.
   * `items`: the reviews this build may show (none on a real site until one is real); `samples`:
   * whether any shown is a sample.
   */
  featured: {
    heading: string;
    intro: string;
    serviceLabel: string;
    translated: string;
    items: Review[];
    samples: boolean;
  };
  /** The review sites' figures this build may show (none: the section is left out). */
  platforms: { heading: string; intro: string; reviewCount: string; items: ReviewPlatform[]; samples: boolean };
  awards: {
    heading: string;
    intro: string;
    items: { id: AwardId; title: string; body: string }[];
    /** Whether a milestone shown is the demo's sample (the section carries the sample mark). */
    samples: boolean;
  };
  /** While no review can be shown: what the reviews' section says instead (the call and contact band follow). */
  none: { heading: string; body: string };
  share: { heading: string; intro: string; button: string };
}

/** The reviews in `lang` (app/content/data/reviews/), newest first: the facts from the config, the words from their files. */
function reviewItems(lang: Lang): Review[] {
  return shownRows(site.testimonials.reviews).map(({ id, name, location, rating, date, writtenIn }) => ({
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
  averageRating: shownValue(site.claims.rating),
  reviewCount: shownValue(site.claims.reviewCount),
  recommendPercent: shownValue(site.claims.recommendPercent),
  families,
  founded,
  city: mainOffice.city,
});

const awardIds: AwardId[] = ["families", "caregiver-of-the-year", "since", "bilingual"];
/** The claim behind each milestone that states one of its own (the others name a figure in their words). */
const awardClaims: Partial<Record<AwardId, { value: boolean; sample: boolean }>> = {
  "caregiver-of-the-year": site.claims.caregiverAward,
  bilingual: site.claims.spanishSpeakingCaregivers,
};
const awardShown = (id: AwardId) => {
  const claim = awardClaims[id];
  return claim === undefined || (claim.value && shown(claim));
};

const { rating, reviewCount, recommendPercent } = site.claims;
/** The average is said with its count; each figure only when this build may show it. */
const figures = {
  rating: shown(rating) && shown(reviewCount) ? rating.value : null,
  recommendPercent: shownValue(recommendPercent),
  samples: showsAnySample(rating, reviewCount, recommendPercent),
};
const platforms = shownRows(site.reviewPlatforms);

/**
 * The page's words arranged for its sections, with the reviews in `lang`. With no review to show
 * (a real site before its first real review), the page says how to reach the agency instead.
 */
function reviewsIn(lang: Lang): ReviewsContent {
  const { none, ...w } = words[lang];
  const items = reviewItems(lang);
  const head = items.length > 0 ? w.head : { ...w.head, description: none.description, intro: none.intro };
  return {
    ...w,
    head,
    summary: { ...w.summary, ...figures },
    // With no review to show, the section says how to reach the agency, in place of its own words.
    featured:
      items.length > 0
        ? { ...w.featured, items, samples: showsAnySample(...site.testimonials.reviews) }
        : { ...w.featured, heading: none.heading, intro: none.body, items, samples: false },
    platforms: { ...w.platforms, items: platforms, samples: showsAnySample(...platforms) },
    awards: {
      heading: w.awards.heading,
      intro: w.awards.intro,
      // A milestone naming a figure left out has no title left, and one whose claim is a sample
      // this build leaves out is not said: both are left out whole.
      items: awardIds
        .filter(awardShown)
        .map((id) => ({ id, ...w.awards[id] }))
        .filter((award) => award.title !== ""),
      samples: showsAnySample(
        ...awardIds.filter(awardShown).flatMap((id) => awardClaims[id] ?? []),
        site.claims.families,
        site.founded,
      ),
    },
    none: { heading: none.heading, body: none.body },
  };
}

export const reviews: Bilingual<ReviewsContent> = { en: reviewsIn("en"), es: reviewsIn("es") };
