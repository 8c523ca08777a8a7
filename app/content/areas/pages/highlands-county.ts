import { centralResponse, polkOffice, sameDay } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const facts = {
  position: 9,
  office: "polk",
  response: "central",
  counties: ["Highlands"],
  communities: ["Sebring", "Avon Park", "Lake Placid", "Lorida", "Venus", "Spring Lake", "Sun 'n Lake"],
  hospitals: ["AdventHealth Sebring", "AdventHealth Lake Placid", "HCA Florida Highlands Hospital"],
} satisfies AreaFacts;

/** The words of /service-areas/highlands-county, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Highlands County",
    inSentence: "Highlands County",
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
    summary:
      "Sebring, Avon Park and Lake Placid, where many residents are retirees: senior care, nursing and help for the spouse who does the caring.",
    features: [
      "Senior care and memory care at home",
      "Respite for husbands and wives who give care",
      `Urgent home care response ${centralResponse.time.en}`,
      "Nurses for diabetes, heart and lung conditions",
    ],
    local: {
      heading: "Caring for the caregivers, too",
      paragraphs: [
        "Highlands County has one of the oldest populations in Florida. Often the person giving care is a husband or wife in their seventies or eighties.",
        "A few hours of help each week lets that spouse rest, go to their own doctor or simply have lunch with a friend, while a trained caregiver stays at home.",
        `Our ${polkOffice.city} office is about an hour north on US\u00a027, and our caregivers who serve Highlands County live in Sebring, Avon Park and Lake Placid.`,
      ],
    },
    hospitalsIntro: `These are the county's hospitals, all along US\u00a027. ${sameDay("We can start care at home the day of discharge.", "We plan care at home before discharge.")}`,
  },
  es: {
    ...facts,
    name: "Condado de Highlands",
    inSentence: "el condado de Highlands",
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
    summary:
      "Sebring, Avon Park y Lake Placid, donde muchos residentes son jubilados: cuidado de personas mayores, enfermería y ayuda para el esposo o la esposa que cuida.",
    features: [
      "Cuidado en casa para personas mayores y para personas con demencia o pérdida de memoria",
      "Descanso para los esposos que cuidan a su pareja",
      `Respuesta para cuidado urgente en casa en ${centralResponse.time.es}`,
      "Enfermería para diabetes y enfermedades del corazón o los pulmones",
    ],
    local: {
      heading: "También cuidamos a quien cuida",
      paragraphs: [
        "El condado de Highlands tiene una de las poblaciones de mayor edad de Florida. Muchas veces quien cuida es el esposo o la esposa, de setenta u ochenta años.",
        "Unas horas de ayuda a la semana le permiten descansar, ir a su propio médico o simplemente almorzar con una amistad, mientras un cuidador capacitado se queda en casa.",
        `Nuestra oficina de ${polkOffice.city} está a una hora al norte por la US\u00a027, y los cuidadores que atienden el condado de Highlands viven en Sebring, Avon Park y Lake Placid.`,
      ],
    },
    hospitalsIntro: `Estos son los hospitales del condado, todos a lo largo de la US\u00a027. ${sameDay("Podemos empezar el cuidado en casa el mismo día del alta.", "Planeamos el cuidado en casa antes del alta.")}`,
  },
} satisfies Bilingual<AreaPageContent>;
