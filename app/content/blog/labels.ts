import type { Bilingual } from "../types";

/** The words around an article (not the article itself); they travel with the article's data. */
export interface ArticleLabels {
  backToBlog: string;
  by: string;
  published: string;
  /** "{n} min read" */
  readTime: string;
  callBoxHeading: string;
  callBoxBody: string;
  /** "Call {phone}" */
  call: string;
  related: string;
  /** "Reviewed on {date} by {by}." */
  reviewed: string;
  /** "Next review: {date}." */
  nextReview: string;
  sources: string;
}

export const articleLabels = {
  en: {
    backToBlog: "Back to Blog",
    by: "By",
    published: "Published",
    readTime: "{n} min read",
    callBoxHeading: "Questions about care at home?",
    callBoxBody:
      "Our care coordinators answer the phone 24 hours a day. The first conversation and the home assessment are free.",
    call: "Call {phone}",
    related: "More articles for families",
    reviewed: "Reviewed on {date} by {by}.",
    nextReview: "Next review: {date}.",
    sources: "Sources",
  },
  es: {
    backToBlog: "Volver al blog",
    by: "Por",
    published: "Publicado el",
    readTime: "{n} min de lectura",
    callBoxHeading: "¿Tiene preguntas sobre el cuidado en casa?",
    callBoxBody:
      "Nuestros coordinadores de cuidado contestan el teléfono las 24 horas. La primera conversación y la evaluación en casa son gratuitas.",
    call: "Llame al {phone}",
    related: "Más artículos para las familias",
    reviewed: "Revisado el {date} por {by}.",
    nextReview: "Próxima revisión: {date}.",
    sources: "Fuentes",
  },
} satisfies Bilingual<ArticleLabels>;
