import { centralResponse, polkOffice, sameDay } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const facts = {
  position: 2,
  office: "polk",
  response: "central",
  counties: ["Polk"],
  communities: [
    "Bartow",
    "Winter Haven",
    "Auburndale",
    "Haines City",
    "Lake Wales",
    "Mulberry",
    "Fort Meade",
    "Frostproof",
  ],
  hospitals: [
    "Winter Haven Hospital (BayCare)",
    "Bartow Regional Medical Center (BayCare)",
    "AdventHealth Lake Wales",
    "AdventHealth Heart of Florida",
    "Lakeland Regional Health Medical Center",
  ],
} satisfies AreaFacts;

/** The words of /service-areas/polk-county, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Polk County",
    inSentence: "Polk County",
    head: {
      title: "Home Care in Polk County",
      description:
        "Home health care across Polk County: Bartow, Winter Haven, Auburndale, Haines City, Lake Wales and more. Nursing, personal care and 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Polk County",
      intro: [
        `Our Polk County office in ${polkOffice.city} serves families across the county, including Bartow, Winter Haven, Auburndale, Haines City, Lake Wales, Mulberry, Fort Meade and Frostproof.`,
        `This page shows the care we bring to Polk County homes: private duty nursing, personal care, senior, adult and pediatric care, and support around the clock. Our urgent home care response in ${centralResponse.region.en} is ${centralResponse.time.en}.`,
      ],
    },
    summary: `From our office in ${polkOffice.city}, we reach the small towns of Polk County, from Auburndale and Haines City down to Fort Meade and Frostproof.`,
    features: [
      `A local office in ${polkOffice.city}`,
      "Caregivers who live in the towns they serve",
      `Urgent home care response ${centralResponse.time.en}`,
      "Help for farm and small-town families far from a clinic",
    ],
    local: {
      heading: "A big county of small towns",
      paragraphs: [
        "Polk County is larger than the state of Rhode Island. Between the lakes and the citrus groves, a trip to the doctor can take an hour, and many older people no longer drive.",
        `Our ${polkOffice.city} office sits in the middle of the county. Bartow is about 12 miles away, Haines City and Lake Wales under 20, and Fort Meade and Frostproof about half an hour down US\u00a017 and US\u00a027.`,
        "We match each family with caregivers from their part of the county whenever we can, so the same familiar faces come back week after week.",
      ],
    },
    hospitalsIntro: `Families across the county come home from these hospitals. ${sameDay("We can start care the day of discharge", "We plan care before discharge")} and talk with the hospital's case manager for you.`,
  },
  es: {
    ...facts,
    name: "Condado de Polk",
    inSentence: "el condado de Polk",
    head: {
      title: "Cuidado en casa en el condado de Polk",
      description:
        "Cuidado en casa en todo el condado de Polk: Bartow, Winter Haven, Auburndale, Haines City, Lake Wales y más. Enfermería, cuidado personal y apoyo 24/7.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Polk",
      intro: [
        `Nuestra oficina del condado de Polk, en ${polkOffice.city}, atiende a familias de todo el condado, incluidas Bartow, Winter Haven, Auburndale, Haines City, Lake Wales, Mulberry, Fort Meade y Frostproof.`,
        `Esta página muestra el cuidado que llevamos a los hogares del condado: enfermería privada, cuidado personal, atención para mayores, adultos y niños, y apoyo las 24 horas. Nuestro tiempo de respuesta para cuidado urgente en casa en ${centralResponse.region.es} es de ${centralResponse.time.es}.`,
      ],
    },
    summary: `Desde nuestra oficina en ${polkOffice.city} llegamos a los pueblos del condado de Polk, desde Auburndale y Haines City hasta Fort Meade y Frostproof.`,
    features: [
      `Una oficina local en ${polkOffice.city}`,
      "Cuidadores que viven en los pueblos que atienden",
      `Respuesta para cuidado urgente en casa en ${centralResponse.time.es}`,
      "Ayuda para familias del campo, lejos de una clínica",
    ],
    local: {
      heading: "Un condado grande de pueblos pequeños",
      paragraphs: [
        "El condado de Polk es más grande que el estado de Rhode Island. Entre los lagos y los naranjales, ir al médico puede tomar una hora, y muchas personas mayores ya no manejan.",
        `Nuestra oficina de ${polkOffice.city} está en el centro del condado. Bartow queda a unas 12 millas, Haines City y Lake Wales a menos de 20, y Fort Meade y Frostproof a una media hora por la US\u00a017 y la US\u00a027.`,
        "Siempre que podemos, asignamos a cada familia cuidadores de su misma zona del condado, para que las mismas caras conocidas regresen semana tras semana.",
      ],
    },
    hospitalsIntro: `Las familias del condado regresan a casa desde estos hospitales. ${sameDay("Podemos empezar el cuidado el mismo día del alta y hablar", "Planeamos el cuidado antes del alta y hablamos")} por usted con el coordinador de casos del hospital.`,
  },
} satisfies Bilingual<AreaPageContent>;
