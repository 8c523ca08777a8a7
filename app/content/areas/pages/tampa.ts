import { metroResponse, office, sameDay } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const tampaOffice = office("tampa-bay");

const facts = {
  position: 5,
  office: "tampa-bay",
  response: "metro",
  counties: ["Hillsborough"],
  communities: [
    "Tampa",
    "South Tampa",
    "Hyde Park",
    "Seminole Heights",
    "Carrollwood",
    "Westchase",
    "Town 'n' Country",
    "New Tampa",
    "Temple Terrace",
    "Brandon",
    "Valrico",
    "Riverview",
    "Lutz",
    "Apollo Beach",
    "Sun City Center",
    "Ruskin",
  ],
  hospitals: [
    "Tampa General Hospital",
    "St. Joseph's Hospital (BayCare)",
    "AdventHealth Tampa",
    "HCA Florida Brandon Hospital",
    "Moffitt Cancer Center",
    "James A. Haley Veterans' Hospital",
    "St. Joseph's Children's Hospital",
  ],
} satisfies AreaFacts;

/** The words of /service-areas/tampa, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Tampa",
    inSentence: "Tampa",
    head: {
      title: "Home Care in Tampa",
      description:
        "Home health care in Tampa and Hillsborough County from our Tampa Bay office: private duty nursing, personal care and senior care, with 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Tampa",
      intro: [
        "Our Tampa Bay office serves families in Tampa and across Hillsborough County, from South Tampa and Westchase to Brandon and Temple Terrace. Our nurses and aides come to your home, so you can skip the traffic and the waiting room.",
        `This page lists the neighborhoods we serve and the six kinds of care we offer, from private duty nursing to pediatric care. Our urgent home care response in ${metroResponse.region.en} is ${metroResponse.time.en}.`,
      ],
    },
    summary: `From our office in ${tampaOffice.city}, we serve South Tampa to New Tampa and east to Brandon and Riverview, with nurses who know the big hospitals well.`,
    features: [
      "Nurses experienced with hospital discharge plans",
      "Care after cancer treatment and heart surgery",
      `Urgent home care response ${metroResponse.time.en}`,
      "Support for veterans and their families",
    ],
    local: {
      heading: "Home from the hospital, without the traffic",
      paragraphs: [
        `Tampa has some of the busiest hospitals in Florida, and patients often go home sooner than families expect. Our nurses read the discharge plan, check the medicines and ${sameDay("make the first visit the day you get home", "plan the first visit with you")}.`,
        "Traffic on I\u2011275 and I\u20114 can turn a short drive into an hour. When the nurse comes to you, your loved one can rest instead of sitting in a car and a waiting room.",
        "We also care for veterans who are treated at the James A. Haley VA hospital. Ask us how VA benefits can help pay for care at home.",
      ],
    },
    hospitalsIntro: `We work with the case managers of Tampa's main hospitals, so care ${sameDay("can start the day your loved one comes home", "is planned before your loved one comes home")}.`,
  },
  es: {
    ...facts,
    name: "Tampa",
    inSentence: "Tampa",
    head: {
      title: "Cuidado en casa en Tampa",
      description:
        "Cuidado en casa en Tampa y el condado de Hillsborough desde nuestra oficina de Tampa Bay: enfermería privada, cuidado personal y de mayores, 24/7.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Tampa",
      intro: [
        "Nuestra oficina de Tampa Bay atiende a familias de Tampa y de todo el condado de Hillsborough, desde South Tampa y Westchase hasta Brandon y Temple Terrace. Nuestras enfermeras y auxiliares van a su casa, para que usted no tenga que lidiar con el tráfico ni con salas de espera.",
        `Esta página muestra los vecindarios que atendemos y los seis tipos de cuidado que ofrecemos, desde enfermería privada hasta cuidado pediátrico. Nuestro tiempo de respuesta para cuidado urgente en casa en ${metroResponse.region.es} es de ${metroResponse.time.es}.`,
      ],
    },
    summary: `Desde nuestra oficina en ${tampaOffice.city} atendemos desde South Tampa hasta New Tampa y, al este, Brandon y Riverview, con enfermeras que conocen bien los grandes hospitales.`,
    features: [
      "Enfermeras con experiencia en planes de alta hospitalaria",
      "Cuidado después de tratamientos de cáncer y cirugías del corazón",
      `Respuesta para cuidado urgente en casa en ${metroResponse.time.es}`,
      "Apoyo para veteranos y sus familias",
    ],
    local: {
      heading: "Del hospital a casa, sin el tráfico",
      paragraphs: [
        `Tampa tiene algunos de los hospitales más concurridos de Florida, y los pacientes a menudo regresan a casa antes de lo que la familia espera. Nuestras enfermeras revisan el plan de alta, verifican los medicamentos y ${sameDay("hacen la primera visita el mismo día en que usted llega a casa", "planean con usted la primera visita")}.`,
        "El tráfico en la I\u2011275 y la I\u20114 puede convertir un trayecto corto en una hora. Cuando la enfermera va a su casa, su ser querido puede descansar en lugar de pasar el día en el carro y en una sala de espera.",
        "También cuidamos a veteranos que reciben tratamiento en el hospital de la VA James A. Haley. Pregúntenos cómo los beneficios de la VA pueden ayudar a pagar el cuidado en casa.",
      ],
    },
    hospitalsIntro: `Trabajamos con los coordinadores de casos de los principales hospitales de Tampa, para que el cuidado ${sameDay("empiece el mismo día en que su ser querido vuelve a casa", "esté planeado antes de que su ser querido vuelva a casa")}.`,
  },
} satisfies Bilingual<AreaPageContent>;
