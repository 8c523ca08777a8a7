import { centralResponse } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/davenport, English and Spanish side by side. */
export const davenport = {
  en: {
    head: {
      title: "Home Care in Davenport",
      description:
        "Home health care in Davenport and the Four Corners area: private duty nursing, personal care, senior care and pediatric care, with 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Davenport",
      intro: [
        "Davenport, in northeast Polk County, has grown quickly, with many retirees and young families along the US 27 and I-4 corridor. We bring skilled nursing and everyday help to homes across Davenport and the nearby Four Corners area.",
        `This page lists the communities we serve around Davenport and the six kinds of care we offer, from private duty nursing to pediatric care. Davenport is part of our Polk County coverage, where emergency response is ${centralResponse.time.en}.`,
      ],
    },
  },
  es: {
    head: {
      title: "Cuidado en casa en Davenport",
      description:
        "Cuidado en casa en Davenport y la zona de Four Corners: enfermería privada, cuidado personal, cuidado de mayores y pediátrico, con apoyo las 24 horas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Davenport",
      intro: [
        "Davenport, en el noreste del condado de Polk, ha crecido rápidamente, con muchos jubilados y familias jóvenes a lo largo de la carretera US 27 y la I-4. Llevamos enfermería especializada y ayuda diaria a los hogares de Davenport y de la cercana zona de Four Corners.",
        `Esta página muestra las comunidades que atendemos alrededor de Davenport y los seis tipos de cuidado que ofrecemos, desde enfermería privada hasta cuidado pediátrico. Davenport forma parte de nuestra cobertura del condado de Polk, donde respondemos a emergencias en ${centralResponse.time.es}.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
