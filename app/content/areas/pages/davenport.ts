import { centralResponse, polkOffice } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const facts = {
  position: 3,
  office: "polk",
  response: "central",
  counties: [],
  communities: ["Davenport", "ChampionsGate", "Four Corners", "Loughman", "Ridgewood Lakes", "Providence"],
  hospitals: ["AdventHealth Heart of Florida", "AdventHealth Celebration", "HCA Florida Poinciana Hospital"],
} satisfies AreaFacts;

/** The words of /service-areas/davenport, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Davenport",
    inSentence: "Davenport",
    head: {
      title: "Home Care in Davenport",
      description:
        "Home health care in Davenport and the Four Corners area: private duty nursing, personal care, senior care and pediatric care, with 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Davenport",
      intro: [
        "Davenport, in northeast Polk County, has grown quickly, with many retirees and young families along the US\u00a027 and I\u20114 corridor. We bring skilled nursing and everyday help to homes across Davenport and the nearby Four Corners area.",
        `This page lists the communities we serve around Davenport and the six kinds of care we offer, from private duty nursing to pediatric care. Davenport is part of our Polk County coverage, where urgent home care response is ${centralResponse.time.en}.`,
      ],
    },
    summary:
      "New neighborhoods along US\u00a027 and I\u20114, from Four Corners to ChampionsGate, with care for year-round residents and winter visitors alike.",
    features: [
      "Care for year-round and seasonal residents",
      "Nurses who know the new neighborhoods off US\u00a027",
      `Urgent home care response ${centralResponse.time.en}`,
      "Short-term help while family visits from out of state",
    ],
    local: {
      heading: "A fast-growing town on US\u00a027",
      paragraphs: [
        "Davenport has changed quickly. Many homes off US\u00a027 and near ChampionsGate were built in the last 20 years, and new residents often have no family nearby yet.",
        "Some of our clients spend the winter here and the summer up north. We can set up care for the months you are in Florida, and pause it when you leave.",
        `Our Polk County office in ${polkOffice.city} is about 20 miles away, and several of our caregivers live in Davenport and Haines City.`,
      ],
    },
    hospitalsIntro:
      "AdventHealth Heart of Florida is right on US\u00a027 in Davenport. Families here also come home from hospitals in Celebration and Poinciana.",
  },
  es: {
    ...facts,
    name: "Davenport",
    inSentence: "Davenport",
    head: {
      title: "Cuidado en casa en Davenport",
      description:
        "Cuidado en casa en Davenport y la zona de Four Corners: enfermería privada, cuidado personal, cuidado de mayores y pediátrico, con apoyo las 24 horas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Davenport",
      intro: [
        "Davenport, en el noreste del condado de Polk, ha crecido rápidamente, con muchos jubilados y familias jóvenes a lo largo de la carretera US\u00a027 y la I\u20114. Llevamos enfermería especializada y ayuda diaria a los hogares de Davenport y de la cercana zona de Four Corners.",
        `Esta página muestra las comunidades que atendemos alrededor de Davenport y los seis tipos de cuidado que ofrecemos, desde enfermería privada hasta cuidado pediátrico. Davenport forma parte de nuestra cobertura del condado de Polk, donde respondemos a las necesidades urgentes de cuidado en casa en ${centralResponse.time.es}.`,
      ],
    },
    summary:
      "Vecindarios nuevos a lo largo de la US\u00a027 y la I\u20114, desde Four Corners hasta ChampionsGate, con cuidado para residentes de todo el año y visitantes de invierno.",
    features: [
      "Cuidado para residentes permanentes y de temporada",
      "Enfermeras que conocen los vecindarios nuevos de la US\u00a027",
      `Respuesta para cuidado urgente en casa en ${centralResponse.time.es}`,
      "Ayuda por unas semanas mientras la familia viene de visita",
    ],
    local: {
      heading: "Un pueblo que crece a lo largo de la US\u00a027",
      paragraphs: [
        "Davenport ha cambiado rápido. Muchas casas cerca de la US\u00a027 y de ChampionsGate se construyeron en los últimos 20 años, y los vecinos nuevos a menudo no tienen familia cerca todavía.",
        "Algunos de nuestros clientes pasan el invierno aquí y el verano en el norte. Podemos organizar el cuidado para los meses que usted está en Florida y pausarlo cuando se va.",
        `Nuestra oficina del condado de Polk, en ${polkOffice.city}, queda a unas 20 millas, y varios de nuestros cuidadores viven en Davenport y Haines City.`,
      ],
    },
    hospitalsIntro:
      "AdventHealth Heart of Florida está en la misma US\u00a027, en Davenport. Las familias de la zona también regresan a casa desde hospitales de Celebration y Poinciana.",
  },
} satisfies Bilingual<AreaPageContent>;
