import type { Bilingual, PageContent } from "../types";

/** The words of /services/senior-care, English and Spanish side by side. */
export const seniorCare = {
  en: {
    head: {
      title: "Senior Care",
      description:
        "Senior care at home in Lakeland and across Florida: dementia care, help after a hospital stay, and respite care that gives family caregivers a break.",
      eyebrow: "Our services",
      heading: "Senior Care",
      intro: [
        "Most seniors want to grow older in their own home. Our nurses and aides make that safer, with help for daily routines, medicines, meals and moving around the house.",
        "This page covers our three senior programs: dementia and memory care, care after a hospital stay, and respite care that gives family caregivers time to rest. Every plan starts with a free assessment in the home.",
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado de personas mayores",
      description:
        "Cuidado de personas mayores en casa en Lakeland y en toda Florida: cuidado de la demencia, ayuda después del hospital y relevo para cuidadores familiares.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado de personas mayores",
      intro: [
        "La mayoría de las personas mayores desea envejecer en su propio hogar. Nuestras enfermeras y auxiliares hacen que sea más seguro, con apoyo en la rutina diaria, los medicamentos, las comidas y al moverse por la casa.",
        "Esta página presenta nuestros tres programas para personas mayores: cuidado de la demencia y la memoria, atención después de una hospitalización y cuidado de relevo, para que los cuidadores familiares puedan descansar. Cada plan comienza con una evaluación gratuita en el hogar.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
