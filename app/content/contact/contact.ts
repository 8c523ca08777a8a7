import { site } from "../site";
import type { Bilingual, PageContent } from "../types";

/** The words of /contact, English and Spanish side by side. */
export const contact = {
  en: {
    head: {
      title: "Contact Us",
      description: `Contact ${site.shortName} in Lakeland to request a free home care assessment. Send the form and we usually reply within ${site.claims.replyWithinHours} business hours.`,
      eyebrow: "Contact",
      heading: "Contact Us",
      intro: [
        "Tell us a little about who needs care and what would help. A care coordinator will answer your questions and set up a free assessment in your home, with no obligation.",
        `Send the form below and we usually reply within ${site.claims.replyWithinHours} hours during office hours. If someone needs care right now, please call our 24/7 line instead.`,
      ],
    },
  },
  es: {
    head: {
      title: "Contáctenos",
      description: `Comuníquese con ${site.shortName} en Lakeland y pida una evaluación gratuita en casa. Envíe el formulario; solemos responder en ${site.claims.replyWithinHours} horas hábiles.`,
      eyebrow: "Contacto",
      heading: "Contáctenos",
      intro: [
        "Cuéntenos un poco sobre quién necesita cuidado y qué le ayudaría. Una coordinadora de cuidado responderá sus preguntas y programará una evaluación gratuita en su hogar, sin ningún compromiso.",
        `Envíe el formulario y, por lo general, le responderemos en un plazo de ${site.claims.replyWithinHours} horas en horario de oficina. Si alguien necesita cuidado ahora mismo, por favor llame a nuestra línea 24/7.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
