import { site } from "../../site";
import { miles, lakelandResponse, sameDay } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const pros = site.claims.lakelandProfessionals.value;

const facts = {
  position: 1,
  office: "lakeland",
  response: "lakeland",
  counties: [],
  communities: [
    "Lakeland",
    "Dixieland",
    "Lake Morton",
    "Lake Hollingsworth",
    "Lakeland Highlands",
    "Lake Gibson",
    "Highland City",
    "Kathleen",
    "Medulla",
    "Eaton Park",
    "Polk City",
    "Plant City",
  ],
  hospitals: ["Lakeland Regional Health Medical Center", "Watson Clinic", "Tampa General Hospital"],
} satisfies AreaFacts;

/** The words of /service-areas/lakeland, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Lakeland",
    inSentence: "Lakeland",
    head: {
      title: "Home Care in Lakeland",
      description: `Home health care in Lakeland from our main office: nursing, personal care and senior care within ${miles} miles, with no travel fee and 24/7 support.`,
      eyebrow: "Service area",
      heading: "Home Health Care in Lakeland",
      intro: [
        `Lakeland is home to our main office and to ${pros}+ of our nurses and caregivers. We serve the city and the communities up to ${miles} miles around it, with no travel fee.`,
        `Families here can count on private duty nursing, personal care, senior, adult and pediatric care, and support 24 hours a day. When care is needed urgently, our urgent home care response in ${lakelandResponse.region.en} is ${lakelandResponse.time.en}.`,
      ],
    },
    summary: `Our home base. ${pros}+ nurses and caregivers live and work here, and there is no travel fee within ${miles} miles of our office.`,
    features: [
      `No travel fee within ${miles} miles`,
      `${pros}+ local nurses and caregivers`,
      `Urgent home care response ${lakelandResponse.time.en}`,
      sameDay(
        "Visits the day you come home from the hospital",
        "Visits planned with you before you leave the hospital",
      ),
    ],
    local: {
      heading: "Care from people who live here",
      paragraphs: [
        `Our main office is a few minutes from downtown and Lake Morton. Most of our ${pros}+ Lakeland nurses and caregivers live within a short drive of the families they visit, from Lake Gibson in the north to Highland City in the south.`,
        `We cover everything within ${miles} miles of the office with no travel fee. That reaches Polk City, Kathleen and Plant City, and most of the way to Bartow and Winter Haven.`,
        "Many Lakeland families care for a parent who has lived here for decades and does not want to move. A few hours of help each day, or a nurse overnight, can make that possible.",
      ],
    },
    hospitalsIntro: `Lakeland Regional Health is about two miles from our office. We also plan the trip home with families after surgery or a specialist stay in Tampa, about 35 miles west on I\u20114.`,
  },
  es: {
    ...facts,
    name: "Lakeland",
    inSentence: "Lakeland",
    head: {
      title: "Cuidado en casa en Lakeland",
      description: `Cuidado en casa en Lakeland desde nuestra oficina principal: enfermería y cuidado personal hasta ${miles} millas a la redonda, sin cargo por desplazamiento.`,
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Lakeland",
      intro: [
        `En Lakeland están nuestra oficina principal y más de ${pros} de nuestras enfermeras y cuidadores. Atendemos la ciudad y las comunidades de hasta ${miles} millas a la redonda, sin cargo por desplazamiento.`,
        `Las familias de la zona cuentan con enfermería privada, cuidado personal, atención para mayores, adultos y niños, y apoyo las 24 horas. Cuando el cuidado es urgente, nuestro tiempo de respuesta en ${lakelandResponse.region.es} es de ${lakelandResponse.time.es}.`,
      ],
    },
    summary: `Nuestra base. Aquí viven y trabajan más de ${pros} enfermeras y cuidadores, y no cobramos desplazamiento hasta ${miles} millas de la oficina.`,
    features: [
      `Sin cargo por desplazamiento hasta ${miles} millas`,
      `Más de ${pros} enfermeras y cuidadores de la zona`,
      `Respuesta para cuidado urgente en casa en ${lakelandResponse.time.es}`,
      sameDay(
        "Visitas el mismo día en que sale del hospital",
        "Visitas planeadas con usted antes de salir del hospital",
      ),
    ],
    local: {
      heading: "Cuidado de personas que viven aquí",
      paragraphs: [
        `Nuestra oficina principal está a pocos minutos del centro y del lago Morton. La mayoría de nuestras más de ${pros} enfermeras y cuidadores de Lakeland viven cerca de las familias que visitan, desde Lake Gibson en el norte hasta Highland City en el sur.`,
        `Cubrimos todo lo que está a menos de ${miles} millas de la oficina sin cargo por desplazamiento. Eso incluye Polk City, Kathleen y Plant City, y casi todo el camino hasta Bartow y Winter Haven.`,
        "Muchas familias de Lakeland cuidan a su papá o a su mamá, que ha vivido aquí por décadas y no quiere mudarse. Unas horas de ayuda al día, o una enfermera por la noche, lo hacen posible.",
      ],
    },
    hospitalsIntro: `Lakeland Regional Health está a unas dos millas de nuestra oficina. También planeamos con las familias el regreso a casa después de una cirugía o de una estancia con especialistas en Tampa, a unas 35 millas al oeste por la I\u20114.`,
  },
} satisfies Bilingual<AreaPageContent>;
