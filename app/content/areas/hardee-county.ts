import { polkOffice } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/hardee-county, English and Spanish side by side. */
export const hardeeCounty = {
  en: {
    head: {
      title: "Home Care in Hardee County",
      description:
        "Home health care in Hardee County, including Wauchula, Bowling Green and Zolfo Springs: nursing, personal care and senior care for rural families.",
      eyebrow: "Service area",
      heading: "Home Health Care in Hardee County",
      intro: [
        `Families in rural Hardee County should not have to drive far for good care. Our Polk County office in ${polkOffice.city} serves Wauchula, Bowling Green, Zolfo Springs and the farms and small towns around them.`,
        "This page shows the communities we serve and the six kinds of care we bring home, from private duty nursing to pediatric care, with a phone line answered 24 hours a day.",
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en el condado de Hardee",
      description:
        "Cuidado en casa en el condado de Hardee, incluidos Wauchula, Bowling Green y Zolfo Springs: enfermería, cuidado personal y de mayores en zonas rurales.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Hardee",
      intro: [
        `Las familias de las zonas rurales del condado de Hardee no deberían tener que viajar lejos para recibir un buen cuidado. Nuestra oficina del condado de Polk, en ${polkOffice.city}, atiende Wauchula, Bowling Green, Zolfo Springs y las granjas y pueblos de los alrededores.`,
        "Esta página muestra las comunidades que atendemos y los seis tipos de cuidado que llevamos a casa, desde enfermería privada hasta cuidado pediátrico, y contestamos el teléfono las 24 horas.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
