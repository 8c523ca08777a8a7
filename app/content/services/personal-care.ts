import type { Bilingual, PageContent } from "../types";

/** The words of /services/personal-care, English and Spanish side by side. */
export const personalCare = {
  en: {
    head: {
      title: "Personal Care",
      description:
        "Personal care at home from certified HHAs and CNAs in Lakeland and across Florida: help with bathing, dressing, meals and moving safely, plus companion care.",
      eyebrow: "Our services",
      heading: "Personal Care",
      intro: [
        "Personal care helps with everyday tasks that have become hard to do alone. Our certified home health aides (HHAs) and certified nursing assistants (CNAs) help with bathing, dressing, grooming, using the toilet, meals and moving safely around the home.",
        "We also offer companion care: friendly company, light housekeeping, errands and reminders to take medicines. Your loved one keeps their routine and their dignity, and your family gets peace of mind.",
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado personal",
      description:
        "Cuidado personal en casa con auxiliares HHA y asistentes CNA certificados en Lakeland y Florida: ayuda para bañarse, vestirse, comer y moverse con seguridad.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado personal",
      intro: [
        "El cuidado personal ayuda con las tareas diarias que ya cuesta hacer sin ayuda. Nuestros auxiliares de salud en el hogar (HHA) y asistentes de enfermería certificados (CNA) ayudan a bañarse, vestirse, arreglarse, ir al baño, comer y moverse con seguridad dentro de la casa.",
        "También ofrecemos cuidado de compañía: conversación y compañía, tareas ligeras del hogar, mandados y recordatorios para tomar los medicamentos. Su ser querido conserva su rutina y su dignidad, y su familia puede estar tranquila.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
