import type { Bilingual, PageContent } from "../types";

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
  },
} satisfies Bilingual<PageContent>;
