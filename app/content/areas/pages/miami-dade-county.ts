import { metroResponse, miamiOffice, sameDay } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const facts = {
  position: 8,
  office: "miami-dade",
  response: "metro",
  counties: ["Miami-Dade"],
  communities: [
    "Miami",
    "Hialeah",
    "Miami Beach",
    "Coral Gables",
    "Kendall",
    "Doral",
    "Westchester",
    "Little Havana",
    "Miami Lakes",
    "Miami Gardens",
    "Opa-locka",
    "North Miami Beach",
    "Cutler Bay",
    "Homestead",
    "Key Biscayne",
  ],
  hospitals: [
    "Jackson Memorial Hospital",
    "Baptist Hospital of Miami",
    "HCA Florida Kendall Hospital",
    "Mount Sinai Medical Center",
    "University of Miami Hospital",
    "Nicklaus Children's Hospital",
  ],
} satisfies AreaFacts;

/** The words of /service-areas/miami-dade-county, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Miami-Dade County",
    inSentence: "Miami-Dade County",
    head: {
      title: "Home Care in Miami-Dade County",
      description:
        "Home health care in Miami-Dade County from our Miami office: nursing, personal care, senior and pediatric care in Miami, Hialeah, Kendall and beyond.",
      eyebrow: "Service area",
      heading: "Home Health Care in Miami-Dade County",
      intro: [
        `Our ${miamiOffice.name.en} in ${miamiOffice.city} serves families across the county, from Miami and Hialeah to Kendall, Doral and Homestead.`,
        `This page lists the areas we serve and the care available at home, from private duty nursing to pediatric care. Our urgent home care response in ${metroResponse.region.en} is ${metroResponse.time.en}.`,
      ],
    },
    summary:
      "From Hialeah and Doral to Kendall and Homestead, with a local office and caregivers who speak your family's language.",
    features: [
      "A local office in Miami",
      "Spanish-speaking nurses and aides",
      `Urgent home care response ${metroResponse.time.en}`,
      "Pediatric nursing for medically fragile children",
    ],
    local: {
      heading: "Care that speaks your language",
      paragraphs: [
        "In Miami-Dade, most families speak Spanish at home. Many of our nurses and aides here grew up in Cuban, Colombian, Venezuelan and Nicaraguan families, and your loved one can talk with them easily.",
        "The county is large and the Palmetto Expressway is rarely quiet. We assign caregivers who live near you, so visits start on time from Hialeah to Homestead.",
        "Before each hurricane season, we review every client's plan: medicines, oxygen, power for medical equipment and where to go if you must leave home.",
      ],
    },
    hospitalsIntro: `Families here come home from these hospitals, and children from Nicklaus Children's. ${sameDay("Our nurses can visit the day after discharge, or the same day.", "Our nurses plan the first visit with you before discharge.")}`,
  },
  es: {
    ...facts,
    name: "Condado de Miami-Dade",
    inSentence: "el condado de Miami-Dade",
    head: {
      title: "Cuidado en casa en el condado de Miami-Dade",
      description:
        "Cuidado en casa en el condado de Miami-Dade: enfermería, cuidado personal y atención para mayores y niños en Miami, Hialeah, Kendall y otras zonas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Miami-Dade",
      intro: [
        `Nuestra oficina en ${miamiOffice.city} atiende a familias de todo el condado, desde Miami y Hialeah hasta Kendall, Doral y Homestead.`,
        `Esta página muestra las áreas que atendemos y los servicios disponibles en casa, desde enfermería privada hasta cuidado pediátrico. Nuestro tiempo de respuesta para cuidado urgente en casa en ${metroResponse.region.es} es de ${metroResponse.time.es}.`,
      ],
    },
    summary:
      "Desde Hialeah y Doral hasta Kendall y Homestead, con una oficina local y cuidadores que hablan el idioma de su familia.",
    features: [
      "Una oficina local en Miami",
      "Enfermeras y auxiliares que hablan español",
      `Respuesta para cuidado urgente en casa en ${metroResponse.time.es}`,
      "Enfermería pediátrica para niños con necesidades médicas complejas",
    ],
    local: {
      heading: "Cuidado en su idioma",
      paragraphs: [
        "En Miami-Dade, la mayoría de las familias hablan español en casa. Muchas de nuestras enfermeras y auxiliares crecieron en familias cubanas, colombianas, venezolanas y nicaragüenses, y su ser querido puede hablar con ellas con toda confianza.",
        "El condado es grande y el Palmetto casi nunca está tranquilo. Asignamos cuidadores que viven cerca de usted, para que las visitas empiecen a tiempo, de Hialeah a Homestead.",
        "Antes de cada temporada de huracanes revisamos el plan de cada cliente: medicamentos, oxígeno, electricidad para los equipos médicos y adónde ir si tiene que salir de su casa.",
      ],
    },
    hospitalsIntro: `Las familias de la zona regresan a casa desde estos hospitales, y los niños desde Nicklaus Children's. ${sameDay("Nuestras enfermeras pueden visitarlo el día después del alta, o el mismo día.", "Nuestras enfermeras planean con usted la primera visita antes del alta.")}`,
  },
} satisfies Bilingual<AreaPageContent>;
