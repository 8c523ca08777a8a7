import { metroResponse, miamiOffice } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/miami-dade-county, English and Spanish side by side. */
export const miamiDadeCounty = {
  en: {
    head: {
      title: "Home Care in Miami-Dade County",
      description:
        "Home health care in Miami-Dade County from our Miami office: nursing, personal care, senior and pediatric care in Miami, Hialeah, Kendall and beyond.",
      eyebrow: "Service area",
      heading: "Home Health Care in Miami-Dade County",
      intro: [
        `Our ${miamiOffice.name.en} in ${miamiOffice.city} serves families across the county, from Miami and Hialeah to Kendall, Doral and Homestead.`,
        `This page lists the areas we serve and the care available at home, from private duty nursing to pediatric care. Our emergency response in ${metroResponse.region.en} is ${metroResponse.time.en}.`,
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en el condado de Miami-Dade",
      description:
        "Cuidado en casa en el condado de Miami-Dade: enfermería, cuidado personal y atención para mayores y niños en Miami, Hialeah, Kendall y otras zonas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Miami-Dade",
      intro: [
        `Nuestra oficina en ${miamiOffice.city} atiende a familias de todo el condado, desde Miami y Hialeah hasta Kendall, Doral y Homestead.`,
        `Esta página muestra las áreas que atendemos y los servicios disponibles en casa, desde enfermería privada hasta cuidado pediátrico. Nuestro tiempo de respuesta ante emergencias en ${metroResponse.region.es} es de ${metroResponse.time.es}.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
