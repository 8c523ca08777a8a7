import { centralResponse, polkOffice } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const facts = {
  position: 4,
  office: "polk",
  response: "central",
  counties: ["Osceola"],
  communities: [
    "Kissimmee",
    "St. Cloud",
    "Celebration",
    "Poinciana",
    "Buenaventura Lakes",
    "Campbell",
    "Harmony",
    "Intercession City",
    "Kenansville",
  ],
  hospitals: [
    "AdventHealth Kissimmee",
    "HCA Florida Osceola Hospital",
    "AdventHealth Celebration",
    "HCA Florida Poinciana Hospital",
    "Nemours Children's Hospital",
  ],
} satisfies AreaFacts;

/** The words of /service-areas/kissimmee, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Kissimmee",
    inSentence: "Kissimmee",
    head: {
      title: "Home Care in Kissimmee",
      description:
        "Home health care in Kissimmee and Osceola County: nursing, personal care, senior, adult and pediatric care at home, with support 24 hours a day.",
      eyebrow: "Service area",
      heading: "Home Health Care in Kissimmee",
      intro: [
        "We care for families in Kissimmee and nearby Osceola County communities such as St. Cloud, Celebration and Poinciana. Whether you need a nurse after a hospital stay or daily help for a parent, we bring the care to your door.",
        `This page lists the areas we serve around Kissimmee and the care available there. Kissimmee is part of our Central Florida coverage, where urgent home care response is ${centralResponse.time.en}.`,
      ],
    },
    summary:
      "Kissimmee, St. Cloud, Celebration and Poinciana, with bilingual nurses and caregivers for the many Spanish-speaking families of Osceola County.",
    features: [
      "Bilingual nurses and caregivers",
      "Pediatric nursing for medically fragile children",
      `Urgent home care response ${centralResponse.time.en}`,
      "Help with Medicaid and insurance paperwork",
    ],
    local: {
      heading: "Care in English and in Spanish",
      paragraphs: [
        "Many families in Osceola County speak Spanish at home, including many who moved from Puerto Rico. We send caregivers who can talk with your mother or grandfather in the language they are most comfortable in.",
        "Poinciana and Buenaventura Lakes are full of young families, and some care for a child with complex medical needs. Our pediatric nurses work in those homes every week.",
        `Our ${polkOffice.city} office is about 35 miles away along US\u00a017\u201192, and our caregivers in Davenport and Poinciana are much closer.`,
      ],
    },
    hospitalsIntro:
      "Families here come home from the hospitals in Kissimmee, Celebration and Poinciana, and children from Nemours in Orlando's Lake Nona area.",
  },
  es: {
    ...facts,
    name: "Kissimmee",
    inSentence: "Kissimmee",
    head: {
      title: "Cuidado en casa en Kissimmee",
      description:
        "Cuidado en casa en Kissimmee y el condado de Osceola: enfermería, cuidado personal y atención para mayores, adultos y niños, con apoyo las 24 horas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Kissimmee",
      intro: [
        "Atendemos a familias de Kissimmee y de comunidades cercanas del condado de Osceola, como St. Cloud, Celebration y Poinciana. Si necesita una enfermera después de salir del hospital o ayuda diaria para su mamá o su papá, llevamos el cuidado hasta su puerta.",
        `Esta página muestra las áreas que atendemos alrededor de Kissimmee y los servicios disponibles. Kissimmee forma parte de nuestra cobertura de Florida Central, donde respondemos a las necesidades urgentes de cuidado en casa en ${centralResponse.time.es}.`,
      ],
    },
    summary:
      "Kissimmee, St. Cloud, Celebration y Poinciana, con enfermeras y cuidadores bilingües para las muchas familias hispanohablantes del condado de Osceola.",
    features: [
      "Enfermeras y cuidadores bilingües",
      "Enfermería pediátrica para niños con necesidades médicas complejas",
      `Respuesta para cuidado urgente en casa en ${centralResponse.time.es}`,
      "Ayuda con los trámites de Medicaid y del seguro",
    ],
    local: {
      heading: "Cuidado en inglés y en español",
      paragraphs: [
        "Muchas familias del condado de Osceola hablan español en casa, entre ellas muchas que llegaron de Puerto Rico. Enviamos cuidadores que pueden conversar con su mamá o su abuelo en el idioma en que se sienten más cómodos.",
        "Poinciana y Buenaventura Lakes están llenos de familias jóvenes, y algunas cuidan a un niño con necesidades médicas complejas. Nuestras enfermeras pediátricas trabajan en esos hogares cada semana.",
        `Nuestra oficina de ${polkOffice.city} queda a unas 35 millas por la US\u00a017\u201192, y nuestros cuidadores de Davenport y Poinciana están mucho más cerca.`,
      ],
    },
    hospitalsIntro:
      "Las familias de la zona regresan a casa desde los hospitales de Kissimmee, Celebration y Poinciana, y los niños desde Nemours, en Lake Nona (Orlando).",
  },
} satisfies Bilingual<AreaPageContent>;
