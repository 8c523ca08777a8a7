import reviewWords from "virtual:content/reviews/words";
import { site } from "./site";
import { families, founded } from "./facts";
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

/** The words of /reviews, English and Spanish side by side. Ratings and counts come from the config. */
export const reviews = {
  en: {
    head: {
      title: "Patient and Family Reviews",
      description: `Read reviews from families we care for across Florida: rated ${site.claims.rating.value} out of 5 from ${site.claims.reviewCount.value} reviews, and ${site.claims.recommendPercent.value}% would recommend us.`,
      eyebrow: "Reviews",
      heading: "What Families Say About Us",
      intro: [
        `Families are the best judges of our care. We are rated ${site.claims.rating.value} out of 5 from ${site.claims.reviewCount.value} reviews, and ${site.claims.recommendPercent.value}% of families say they would recommend us.`,
        "Read stories from patients and families, see our ratings on four review platforms, and share your own experience. Every review helps another family choose care with confidence.",
      ],
    },
    starsLabel: "{rating} out of 5 stars",
    summary: {
      heading: "Our rating at a glance",
      average: "average rating",
      basedOn: `from ${site.claims.reviewCount.value} reviews`,
      recommend: "of families would recommend us",
    },
    featured: {
      heading: "Stories from our families",
      intro: "A few of the reviews families have written about our nurses and caregivers.",
      serviceLabel: "Service",
      translated: "Translated from Spanish",
      items: reviewItems("en"),
    },
    platforms: {
      heading: "Our ratings on review sites",
      intro: `Our ${site.claims.reviewCount.value} reviews come from four places. Read them there, in the families' own words.`,
      reviewCount: "{count} reviews",
    },
    awards: {
      heading: "Awards and milestones",
      intro: "We are proud of these moments, and of the people who made them happen.",
      items: [
        {
          id: "families",
          title: `More than ${families} families cared for`,
          body: "A milestone we reached thanks to families who trusted us and told their friends.",
        },
        {
          id: "caregiver-of-the-year",
          title: "Our Caregiver of the Year award",
          body: "Each year, families vote for the caregiver who made the biggest difference. It is our own award, and our team's favorite.",
        },
        {
          id: "since",
          title: `Serving Florida since ${founded}`,
          body: "We started in Lakeland and now care for families from Tampa to Miami.",
        },
        {
          id: "bilingual",
          title: "Care in English and Spanish",
          body: "Many of our caregivers speak Spanish, so more families can talk with us in the language they know best.",
        },
      ],
    },
    share: {
      heading: "Share your experience",
      intro:
        "Has our team cared for you or your family? Your review helps other families and helps us improve. It takes only a few minutes.",
      button: "Review us on {platform}",
    },
  },
  es: {
    head: {
      title: "Opiniones de pacientes y familias",
      description: `Lea lo que opinan las familias que cuidamos en Florida: ${site.claims.rating.value} de 5 en ${site.claims.reviewCount.value} opiniones, y el ${site.claims.recommendPercent.value}% nos recomendaría.`,
      eyebrow: "Opiniones",
      heading: "Lo que dicen las familias",
      intro: [
        `Las familias son quienes mejor juzgan nuestro cuidado. Tenemos una calificación de ${site.claims.rating.value} de 5 en ${site.claims.reviewCount.value} opiniones, y el ${site.claims.recommendPercent.value}% de las familias dice que nos recomendaría.`,
        "Lea las historias de pacientes y familias, vea nuestras calificaciones en cuatro plataformas de opiniones y comparta su propia experiencia. Cada opinión ayuda a otra familia a elegir su cuidado con confianza.",
      ],
    },
    starsLabel: "{rating} de 5 estrellas",
    summary: {
      heading: "Nuestra calificación en resumen",
      average: "calificación promedio",
      basedOn: `en ${site.claims.reviewCount.value} opiniones`,
      recommend: "de las familias nos recomendaría",
    },
    featured: {
      heading: "Historias de nuestras familias",
      intro: "Algunas de las opiniones que las familias han escrito sobre nuestras enfermeras y cuidadores.",
      serviceLabel: "Servicio",
      translated: "Traducido del inglés",
      items: reviewItems("es"),
    },
    platforms: {
      heading: "Nuestras calificaciones en sitios de opiniones",
      intro: `Nuestras ${site.claims.reviewCount.value} opiniones vienen de cuatro sitios. Léalas allí, en las palabras de las propias familias.`,
      reviewCount: "{count} opiniones",
    },
    awards: {
      heading: "Reconocimientos y logros",
      intro: "Estamos orgullosos de estos momentos y de las personas que los hicieron posibles.",
      items: [
        {
          id: "families",
          title: `Más de ${families} familias atendidas`,
          body: "Un logro que alcanzamos gracias a las familias que confiaron en nosotros y se lo contaron a sus amigos.",
        },
        {
          id: "caregiver-of-the-year",
          title: "Nuestro premio al Cuidador del Año",
          body: "Cada año, las familias votan por el cuidador que más cambió su día a día. Es un premio nuestro, y el favorito de nuestro equipo.",
        },
        {
          id: "since",
          title: `Al servicio de Florida desde ${founded}`,
          body: "Comenzamos en Lakeland y hoy cuidamos a familias desde Tampa hasta Miami.",
        },
        {
          id: "bilingual",
          title: "Cuidado en inglés y en español",
          body: "Muchos de nuestros cuidadores hablan español, para que más familias puedan hablar con nosotros en el idioma que mejor conocen.",
        },
      ],
    },
    share: {
      heading: "Comparta su experiencia",
      intro:
        "¿Nuestro equipo lo ha cuidado a usted o a su familia? Su opinión ayuda a otras familias y nos ayuda a mejorar. Solo toma unos minutos.",
      button: "Opine sobre nosotros en {platform}",
    },
  },
} satisfies Bilingual<ReviewsContent>;
