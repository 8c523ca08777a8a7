import { site } from "./site";
import type { Bilingual, PageContent } from "./types";

/** The words of /reviews, English and Spanish side by side. */
export const reviews = {
  en: {
    head: {
      title: "Patient and Family Reviews",
      description: `Read reviews from families we care for across Florida: rated ${site.claims.rating} out of 5 from ${site.claims.reviewCount} reviews, and ${site.claims.recommendPercent}% would recommend us.`,
      eyebrow: "Reviews",
      heading: "What Families Say About Us",
      intro: [
        `Families are the best judges of our care. We are rated ${site.claims.rating} out of 5 from ${site.claims.reviewCount} reviews, and ${site.claims.recommendPercent}% of families say they would recommend us.`,
        "Read stories from patients and families, see our ratings on four review platforms, and share your own experience. Every review helps another family choose care with confidence.",
      ],
    },
  },
  es: {
    head: {
      title: "Opiniones de pacientes y familias",
      description: `Lea lo que opinan las familias que cuidamos en Florida: ${site.claims.rating} de 5 en ${site.claims.reviewCount} opiniones, y el ${site.claims.recommendPercent}% nos recomendaría.`,
      eyebrow: "Opiniones",
      heading: "Lo que dicen las familias",
      intro: [
        `Las familias son quienes mejor juzgan nuestro cuidado. Tenemos una calificación de ${site.claims.rating} de 5 en ${site.claims.reviewCount} opiniones, y el ${site.claims.recommendPercent}% de las familias dice que nos recomendaría.`,
        "Lea las historias de pacientes y familias, vea nuestras calificaciones en cuatro plataformas de opiniones y comparta su propia experiencia. Cada opinión ayuda a otra familia a elegir su cuidado con confianza.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
