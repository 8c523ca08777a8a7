import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/manatee-county, English and Spanish side by side. */
export const manateeCounty = {
  en: {
    head: {
      title: "Home Care in Manatee County",
      description:
        "Home health care in Manatee County, including Bradenton, Palmetto and Lakewood Ranch: nursing, personal care, senior and pediatric care, 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Manatee County",
      intro: [
        "Our Tampa Bay office serves families across Manatee County, including Bradenton, Palmetto, Lakewood Ranch, Parrish and Ellenton.",
        "Many people here want to stay independent in the home they chose for their retirement. This page shows the communities we serve and the care we bring, from a few hours of help each week to nursing around the clock.",
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en el condado de Manatee",
      description:
        "Cuidado en casa en el condado de Manatee, incluidos Bradenton, Palmetto y Lakewood Ranch: enfermería, cuidado personal, de mayores y pediátrico.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Manatee",
      intro: [
        "Nuestra oficina de Tampa Bay atiende a familias de todo el condado de Manatee, incluidos Bradenton, Palmetto, Lakewood Ranch, Parrish y Ellenton.",
        "Muchas personas aquí desean seguir siendo independientes en el hogar que eligieron para su jubilación. Esta página muestra las comunidades que atendemos y el cuidado que ofrecemos, desde unas horas de ayuda a la semana hasta enfermería las 24 horas.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
