import { centralResponse, polkOffice } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/polk-county, English and Spanish side by side. */
export const polkCounty = {
  en: {
    head: {
      title: "Home Care in Polk County",
      description:
        "Home health care across Polk County: Bartow, Winter Haven, Auburndale, Haines City, Lake Wales and more. Nursing, personal care and 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Polk County",
      intro: [
        `Our Polk County office in ${polkOffice.city} serves families across the county, including Bartow, Winter Haven, Auburndale, Haines City, Lake Wales, Mulberry, Fort Meade and Frostproof.`,
        `This page shows the care we bring to Polk County homes: private duty nursing, personal care, senior, adult and pediatric care, and support around the clock. Our emergency response in ${centralResponse.region.en} is ${centralResponse.time.en}.`,
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en el condado de Polk",
      description:
        "Cuidado en casa en todo el condado de Polk: Bartow, Winter Haven, Auburndale, Haines City, Lake Wales y más. Enfermería, cuidado personal y apoyo 24/7.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Polk",
      intro: [
        `Nuestra oficina del condado de Polk, en ${polkOffice.city}, atiende a familias de todo el condado, incluidas Bartow, Winter Haven, Auburndale, Haines City, Lake Wales, Mulberry, Fort Meade y Frostproof.`,
        `Esta página muestra el cuidado que llevamos a los hogares del condado: enfermería privada, cuidado personal, atención para mayores, adultos y niños, y apoyo las 24 horas. Nuestro tiempo de respuesta ante emergencias en ${centralResponse.region.es} es de ${centralResponse.time.es}.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
