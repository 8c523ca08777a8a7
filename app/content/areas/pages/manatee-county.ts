import { metroResponse, office } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const tampaOffice = office("tampa-bay");

const facts = {
  position: 6,
  office: "tampa-bay",
  response: "metro",
  counties: ["Manatee"],
  communities: [
    "Bradenton",
    "Palmetto",
    "Lakewood Ranch",
    "Parrish",
    "Ellenton",
    "Anna Maria",
    "Holmes Beach",
    "Bradenton Beach",
    "Myakka City",
  ],
  hospitals: [
    "Manatee Memorial Hospital",
    "HCA Florida Blake Hospital",
    "Lakewood Ranch Medical Center",
    "Sarasota Memorial Hospital",
  ],
} satisfies AreaFacts;

/** The words of /service-areas/manatee-county, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Manatee County",
    inSentence: "Manatee County",
    head: {
      title: "Home Care in Manatee County",
      description:
        "Home health care in Manatee County, including Bradenton, Palmetto and Lakewood Ranch: nursing, personal care, senior and pediatric care, 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Manatee County",
      intro: [
        "Our Tampa Bay office serves families across Manatee County, including Bradenton, Palmetto, Lakewood Ranch, Parrish and Ellenton.",
        "Many people here want to stay independent in the home they chose for their retirement. This page shows the communities we serve and the care we bring, from a few hours of help each week to nursing around the clock.",
      ],
    },
    summary:
      "Bradenton, Palmetto, Lakewood Ranch and Anna Maria Island: care that helps retirees stay in the home they chose.",
    features: [
      "Companion care for retirees living alone",
      "Nursing after joint replacement and heart surgery",
      `Urgent home care response ${metroResponse.time.en}`,
      "Care on Anna Maria Island and the beaches",
    ],
    local: {
      heading: "Staying in the home you chose",
      paragraphs: [
        "Many Manatee County residents moved here to retire, and their children live in another state. We can be the family's eyes and ears, with a short call or message after each visit if you want one.",
        "From Lakewood Ranch to the beaches of Anna Maria Island, we plan visits around the bridges and the traffic on Manatee Avenue and SR 64.",
        `Our ${tampaOffice.name.en} is about 45 miles north, and our nurses and aides who serve Manatee County live in and around Bradenton.`,
      ],
    },
    hospitalsIntro:
      "Families here come home from the Bradenton and Lakewood Ranch hospitals, and many also from Sarasota Memorial, just over the county line.",
  },
  es: {
    ...facts,
    name: "Condado de Manatee",
    inSentence: "el condado de Manatee",
    head: {
      title: "Cuidado en casa en el condado de Manatee",
      description:
        "Cuidado en casa en el condado de Manatee, incluidos Bradenton, Palmetto y Lakewood Ranch: enfermería, cuidado personal, de mayores y pediátrico.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Manatee",
      intro: [
        "Nuestra oficina de Tampa Bay atiende a familias de todo el condado de Manatee, incluidos Bradenton, Palmetto, Lakewood Ranch, Parrish y Ellenton.",
        "Muchas personas aquí desean seguir siendo independientes en el hogar que eligieron para su jubilación. Esta página muestra las comunidades que atendemos y el cuidado que ofrecemos, desde unas horas de ayuda a la semana hasta enfermería las 24 horas.",
      ],
    },
    summary:
      "Bradenton, Palmetto, Lakewood Ranch y Anna Maria Island: cuidado para que las personas jubiladas sigan en el hogar que eligieron.",
    features: [
      "Compañía en casa para jubilados que viven solos",
      "Enfermería después de un reemplazo de cadera o rodilla, o de una cirugía del corazón",
      `Respuesta para cuidado urgente en casa en ${metroResponse.time.es}`,
      "Cuidado en Anna Maria Island y las playas",
    ],
    local: {
      heading: "Seguir en el hogar que usted eligió",
      paragraphs: [
        "Muchos residentes del condado de Manatee se mudaron aquí para jubilarse, y sus hijos viven en otro estado. Podemos ser los ojos y oídos de la familia, con una llamada o un mensaje corto después de cada visita, si usted lo desea.",
        "Desde Lakewood Ranch hasta las playas de Anna Maria Island, planeamos las visitas según los puentes y el tráfico de Manatee Avenue y la SR 64.",
        `Nuestra ${tampaOffice.name.es.charAt(0).toLowerCase()}${tampaOffice.name.es.slice(1)} queda a unas 45 millas al norte, y las enfermeras y auxiliares que atienden el condado de Manatee viven en Bradenton y sus alrededores.`,
      ],
    },
    hospitalsIntro:
      "Las familias de la zona regresan a casa desde los hospitales de Bradenton y Lakewood Ranch, y muchas también desde Sarasota Memorial, justo al otro lado del límite del condado.",
  },
} satisfies Bilingual<AreaPageContent>;
