import { polkOffice } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/highlands-county, English and Spanish side by side. */
export const highlandsCounty = {
  en: {
    head: {
      title: "Home Care in Highlands County",
      description:
        "Home health care in Highlands County, including Sebring, Avon Park and Lake Placid: nursing, personal care and senior care in your own home.",
      eyebrow: "Service area",
      heading: "Home Health Care in Highlands County",
      intro: [
        `Our Polk County office in ${polkOffice.city} also serves Highlands County, including Sebring, Avon Park and Lake Placid.`,
        "Many families here care for a parent or grandparent who wants to stay at home. This page shows the communities we serve and the care we offer, from a few hours of help each week to nursing around the clock.",
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en el condado de Highlands",
      description:
        "Cuidado en casa en el condado de Highlands, incluidos Sebring, Avon Park y Lake Placid: enfermería, cuidado personal y de mayores en su propia casa.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Highlands",
      intro: [
        `Nuestra oficina del condado de Polk, en ${polkOffice.city}, también atiende el condado de Highlands, incluidos Sebring, Avon Park y Lake Placid.`,
        "Muchas familias de la zona cuidan a su papá, su mamá o un abuelo que desea seguir en casa. Esta página muestra las comunidades que atendemos y el cuidado que ofrecemos, desde unas horas de ayuda a la semana hasta enfermería las 24 horas.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
