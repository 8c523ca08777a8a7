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
}

/** The words of /blog, English and Spanish side by side. */
export const blogIndex = {
  en: {
    head: {
      title: "Home Care Blog",
      description:
        "Practical home care advice for Florida families: home safety, Medicare coverage, chronic conditions, caregiver support and coming home from the hospital.",
      eyebrow: "Blog",
      heading: "Home Care Tips and Resources",
      intro: [
        "Caring for someone at home raises a lot of questions. Our nurses and care coordinators write these articles to answer them in plain words.",
        "Read about home safety, Medicare coverage, companion care, chronic conditions, getting your home ready for care, support for family caregivers and the move home from the hospital. Pick a category to find what you need.",
      ],
    },
    featured: { heading: "Featured article", readArticle: "Read the article" },
    list: {
      heading: "More articles",
      categoriesLabel: "Show articles about",
      allArticles: "All Articles",
      countOne: "1 article",
      countOther: "{total} articles",
      countShowing: "Showing {shown} of {total} articles",
      inCategory: "{count} in {category}",
      loadMore: "Load More Articles",
    },
    readTime: "{n} min read",
    by: "By",
    callBox: {
      heading: "Not sure where to start?",
      body: "A care coordinator can answer your questions by phone, day or night. The home assessment is free.",
      call: "Call {phone}",
      contact: "Contact us",
    },
  },
  es: {
    head: {
      title: "Blog de cuidado en casa",
      description:
        "Consejos prácticos para familias de Florida: seguridad en casa, cobertura de Medicare, enfermedades crónicas, apoyo al cuidador y el regreso del hospital.",
      eyebrow: "Blog",
      heading: "Consejos y recursos para el cuidado en casa",
      intro: [
        "Cuidar a alguien en casa trae muchas preguntas. Nuestras enfermeras y coordinadoras de cuidado escriben estos artículos para responderlas con palabras sencillas.",
        "Lea sobre seguridad en el hogar, cobertura de Medicare, cuidado de compañía, enfermedades crónicas, cómo preparar su casa para el cuidado, apoyo a los cuidadores familiares y el regreso a casa después del hospital. Elija una categoría para encontrar lo que necesita.",
      ],
    },
    featured: { heading: "Artículo destacado", readArticle: "Leer el artículo" },
    list: {
      heading: "Más artículos",
      categoriesLabel: "Ver artículos sobre",
      allArticles: "Todos los artículos",
      countOne: "1 artículo",
      countOther: "{total} artículos",
      countShowing: "Mostrando {shown} de {total} artículos",
      inCategory: "{count} en {category}",
      loadMore: "Cargar más artículos",
    },
    readTime: "{n} min de lectura",
    by: "Por",
    callBox: {
      heading: "¿No sabe por dónde empezar?",
      body: "Una coordinadora de cuidado puede responder sus preguntas por teléfono, de día o de noche. La evaluación en casa es gratuita.",
      call: "Llame al {phone}",
      contact: "Contáctenos",
    },
  },
} satisfies Bilingual<BlogIndexContent>;
