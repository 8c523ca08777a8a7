/**
 * The head of every page except home: meta title and description, eyebrow, <h1> and
 * introduction, in English and Spanish. Facts (name, years, claims, offices, response
 * times) are read from ./site, never retyped. Offers are not in the config yet, so they
 * are written here in words, as SPEC.md gives them.
 *
 * Rules (checked by unit tests): titles unique per language, descriptions 50-160 characters
 * and unique, no phone number typed into a description.
 */
import type { PagePath } from "~/pages";
import { site } from "./site";
import type { Bilingual, PageHead } from "./types";

type OfficeId = (typeof site.offices)[number]["id"];

function office(id: OfficeId) {
  const found = site.offices.find((o) => o.id === id);
  if (!found) throw new Error(`site.offices has no office "${id}"`);
  return found;
}

/** site.responseTimes rows, in config order: Lakeland, Central Florida and Polk, Tampa and Miami. */
function responseTime(row: number) {
  const found = site.responseTimes[row];
  if (!found) throw new Error(`site.responseTimes has no row ${row}`);
  return found;
}

const families = site.claims.families.toLocaleString("en-US");
const professionals = site.claims.professionals;
const miles = site.claims.lakelandRadiusMiles;
const lakelandResponse = responseTime(0);
const centralResponse = responseTime(1);
const metroResponse = responseTime(2);
const polkOffice = office("polk");
const miamiOffice = office("miami-dade");
const satelliteCities = site.offices.filter((o) => !("main" in o && o.main)).map((o) => o.city);
const satellites = {
  en: new Intl.ListFormat("en", { type: "conjunction" }).format(satelliteCities),
  es: new Intl.ListFormat("es", { type: "conjunction" }).format(satelliteCities),
};

export const pageHeads = {
  "/about": {
    en: {
      title: "About Us",
      description: `Meet ${site.name}, a Lakeland home health agency caring for Florida families since ${site.founded}: our story and values.`,
      eyebrow: "Our story",
      heading: `About ${site.name}`,
      intro: [
        `${site.name} began in Lakeland in ${site.founded} with a simple idea: people heal and live best at home, close to the people they love. Since then, we have cared for more than ${families} families across Florida.`,
        `Today our team of ${professionals}+ nurses, aides and caregivers serves children, adults and seniors. On this page you can read our story and the four values that guide every visit: compassion, trust, excellence and family.`,
      ],
    },
    es: {
      title: "Quiénes somos",
      description: `Conozca ${site.name}, agencia de salud en el hogar de Lakeland que cuida a familias de Florida desde ${site.founded}: nuestra historia y valores.`,
      eyebrow: "Nuestra historia",
      heading: `Acerca de ${site.name}`,
      intro: [
        `${site.name} nació en Lakeland en ${site.founded} con una idea sencilla: las personas se recuperan y viven mejor en casa, cerca de quienes aman. Desde entonces, hemos cuidado a más de ${families} familias en toda Florida.`,
        `Hoy, nuestro equipo de más de ${professionals} enfermeras, auxiliares y cuidadores atiende a niños, adultos y personas mayores. Aquí puede conocer nuestra historia y los cuatro valores que guían cada visita: compasión, confianza, excelencia y familia.`,
      ],
    },
  },

  "/services": {
    en: {
      title: "Home Health Care Services",
      description:
        "Private duty nursing, personal care and companion care at home in Lakeland and across Florida, for children, adults and seniors, up to 24 hours a day.",
      eyebrow: "Our services",
      heading: "Our Home Health Care Services",
      intro: [
        "We offer two main services at home. Private duty nursing is given by licensed registered nurses (RNs) and licensed practical nurses (LPNs). Personal care is given by certified home health aides (HHAs) and certified nursing assistants (CNAs). We also offer companion care, and care can last up to 24 hours a day.",
        "This page explains each service, our programs for children, adults and seniors, and the four steps to start care: a free assessment, a care plan made for you, matching you with the right caregiver, and the first visit.",
      ],
    },
    es: {
      title: "Servicios de salud en el hogar",
      description:
        "Enfermería privada, cuidado personal y cuidado de compañía en casa, en Lakeland y en toda Florida, para niños, adultos y mayores, hasta 24 horas al día.",
      eyebrow: "Nuestros servicios",
      heading: "Nuestros servicios de salud en el hogar",
      intro: [
        "Ofrecemos dos servicios principales en casa. La enfermería privada está a cargo de enfermeras registradas (RN) y enfermeras prácticas con licencia (LPN). El cuidado personal está a cargo de auxiliares de salud en el hogar (HHA) y asistentes de enfermería certificados (CNA). También ofrecemos cuidado de compañía, y el cuidado puede durar hasta 24 horas al día.",
        "En esta página encontrará cada servicio, nuestros programas para niños, adultos y personas mayores, y los cuatro pasos para comenzar: una evaluación gratuita, un plan de cuidado a su medida, la elección del cuidador adecuado para usted y la primera visita.",
      ],
    },
  },

  "/services/private-duty-nursing": {
    en: {
      title: "Private Duty Nursing",
      description:
        "Private duty nursing at home in Lakeland and across Florida: licensed RNs and LPNs give skilled one-on-one care, for a few hours or around the clock.",
      eyebrow: "Our services",
      heading: "Private Duty Nursing",
      intro: [
        "Private duty nursing brings a licensed nurse to your home for skilled, one-on-one care. Our registered nurses (RNs) and licensed practical nurses (LPNs) can handle medicines, wound care, tube feedings, breathing support and the other care your doctor orders.",
        "Visits can last a few hours, cover the night, or run up to 24 hours a day. Private duty nursing helps children with complex medical needs, adults recovering from surgery or illness, and seniors who want to stay safely at home.",
      ],
    },
    es: {
      title: "Enfermería privada",
      description:
        "Enfermería privada en casa en Lakeland y en toda Florida: enfermeras RN y LPN con licencia brindan atención especializada, por horas o las 24 horas.",
      eyebrow: "Nuestros servicios",
      heading: "Enfermería privada",
      intro: [
        "La enfermería privada lleva a su hogar una enfermera con licencia para brindar atención especializada e individual. Nuestras enfermeras registradas (RN) y enfermeras prácticas con licencia (LPN) pueden encargarse de los medicamentos, el cuidado de heridas, la alimentación por sonda, el apoyo respiratorio y los demás cuidados que indique su médico.",
        "Las visitas pueden durar algunas horas, cubrir la noche o extenderse hasta 24 horas al día. Este servicio ayuda a niños con necesidades médicas complejas, a adultos que se recuperan de una cirugía o enfermedad y a personas mayores que desean seguir en casa con seguridad.",
      ],
    },
  },

  "/services/personal-care": {
    en: {
      title: "Personal Care",
      description:
        "Personal care at home from certified HHAs and CNAs in Lakeland and across Florida: help with bathing, dressing, meals and moving safely, plus companion care.",
      eyebrow: "Our services",
      heading: "Personal Care",
      intro: [
        "Personal care helps with everyday tasks that have become hard to do alone. Our certified home health aides (HHAs) and certified nursing assistants (CNAs) help with bathing, dressing, grooming, using the toilet, meals and moving safely around the home.",
        "We also offer companion care: friendly company, light housekeeping, errands and reminders to take medicines. Your loved one keeps their routine and their dignity, and your family gets peace of mind.",
      ],
    },
    es: {
      title: "Cuidado personal",
      description:
        "Cuidado personal en casa con auxiliares HHA y asistentes CNA certificados en Lakeland y Florida: ayuda para bañarse, vestirse, comer y moverse con seguridad.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado personal",
      intro: [
        "El cuidado personal ayuda con las tareas diarias que ya cuesta hacer sin ayuda. Nuestros auxiliares de salud en el hogar (HHA) y asistentes de enfermería certificados (CNA) ayudan a bañarse, vestirse, arreglarse, ir al baño, comer y moverse con seguridad dentro de la casa.",
        "También ofrecemos cuidado de compañía: conversación y compañía, tareas ligeras del hogar, mandados y recordatorios para tomar los medicamentos. Su ser querido conserva su rutina y su dignidad, y su familia puede estar tranquila.",
      ],
    },
  },

  "/services/pediatric-care": {
    en: {
      title: "Pediatric Home Care",
      description:
        "Pediatric home care in Lakeland and across Florida for infants (0-2), children (3-12) and teens (13-18), including medically fragile children.",
      eyebrow: "Our services",
      heading: "Pediatric Home Care",
      intro: [
        "Children heal best at home, surrounded by family. Our pediatric nurses and aides care for babies and toddlers (ages 0 to 2), children (ages 3 to 12) and teens (ages 13 to 18), including medically fragile children who need skilled care every day.",
        "This page explains the care we give at each age and our family home health aide program. Through Medicaid, the program gives parents and relatives of an eligible child free training and pay for the care they give at home.",
      ],
    },
    es: {
      title: "Cuidado pediátrico en el hogar",
      description:
        "Cuidado pediátrico en casa en Lakeland y Florida para bebés (0 a 2 años), niños (3 a 12) y adolescentes (13 a 18), incluso con necesidades médicas complejas.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado pediátrico en el hogar",
      intro: [
        "Los niños se recuperan mejor en casa, rodeados de su familia. Nuestras enfermeras y auxiliares pediátricos cuidan a bebés y niños pequeños (de 0 a 2 años), niños (de 3 a 12 años) y adolescentes (de 13 a 18 años), incluidos los niños con necesidades médicas complejas que requieren atención especializada todos los días.",
        "Aquí encontrará el cuidado que brindamos en cada etapa y nuestro programa de auxiliar de salud en el hogar para familiares. A través de Medicaid, el programa ofrece capacitación gratuita y un pago a los padres y familiares que cuidan en casa a un niño elegible.",
      ],
    },
  },

  "/services/adult-care": {
    en: {
      title: "Adult Medical Care",
      description:
        "Adult medical care at home in Lakeland and across Florida: skilled nursing and daily support for adults living with illness, injury or disability.",
      eyebrow: "Our services",
      heading: "Adult Medical Care",
      intro: [
        "Adult medical care supports adults who live with a chronic illness, a disability or an injury, or who are recovering from surgery. Our nurses and aides bring skilled care and daily help to your home, so you can keep your independence.",
        "This page lists common conditions we care for, such as diabetes, heart and lung disease, stroke recovery and spinal cord injury, and explains how we build your care plan with you and your doctor.",
      ],
    },
    es: {
      title: "Atención médica para adultos",
      description:
        "Atención médica para adultos en casa en Lakeland y en toda Florida: enfermería especializada y apoyo diario si vive con una enfermedad, lesión o discapacidad.",
      eyebrow: "Nuestros servicios",
      heading: "Atención médica para adultos",
      intro: [
        "La atención médica para adultos apoya a personas que viven con una enfermedad crónica, una discapacidad o una lesión, o que se recuperan de una cirugía. Nuestras enfermeras y auxiliares llevan atención especializada y ayuda diaria a su hogar, para que usted conserve su independencia.",
        "En esta página verá los problemas de salud que atendemos con más frecuencia, como la diabetes, las enfermedades del corazón y los pulmones, la recuperación de un derrame cerebral y las lesiones de la médula espinal, y cómo preparamos su plan de cuidado con usted y su médico.",
      ],
    },
  },

  "/services/senior-care": {
    en: {
      title: "Senior Care",
      description:
        "Senior care at home in Lakeland and across Florida: dementia care, help after a hospital stay, and respite care that gives family caregivers a break.",
      eyebrow: "Our services",
      heading: "Senior Care",
      intro: [
        "Most seniors want to grow older in their own home. Our nurses and aides make that safer, with help for daily routines, medicines, meals and moving around the house.",
        "This page covers our three senior programs: dementia and memory care, care after a hospital stay, and respite care that gives family caregivers time to rest. Every plan starts with a free assessment in the home.",
      ],
    },
    es: {
      title: "Cuidado de personas mayores",
      description:
        "Cuidado de personas mayores en casa en Lakeland y en toda Florida: cuidado de la demencia, ayuda después del hospital y relevo para cuidadores familiares.",
      eyebrow: "Nuestros servicios",
      heading: "Cuidado de personas mayores",
      intro: [
        "La mayoría de las personas mayores desea envejecer en su propio hogar. Nuestras enfermeras y auxiliares hacen que sea más seguro, con apoyo en la rutina diaria, los medicamentos, las comidas y al moverse por la casa.",
        "Esta página presenta nuestros tres programas para personas mayores: cuidado de la demencia y la memoria, atención después de una hospitalización y cuidado de relevo, para que los cuidadores familiares puedan descansar. Cada plan comienza con una evaluación gratuita en el hogar.",
      ],
    },
  },

  "/service-areas": {
    en: {
      title: "Service Areas",
      description:
        "Home health care from our Lakeland hub across Polk County, Davenport, Kissimmee, Tampa and the Manatee, Hardee, Highlands and Miami-Dade counties.",
      eyebrow: "Service areas",
      heading: "Areas We Serve in Florida",
      intro: [
        `From our main office in Lakeland and our offices in ${satellites.en}, we bring nursing and personal care to nine areas of Florida: Lakeland, Polk County, Davenport, Kissimmee, Tampa, and Manatee, Hardee, Miami-Dade and Highlands counties.`,
        `Choose your area to see the communities we serve and the care available there. In Lakeland, we cover up to ${miles} miles around the city with no travel fee. Don't see your town? Call us and ask; we may still be able to help.`,
      ],
    },
    es: {
      title: "Áreas de servicio",
      description:
        "Cuidado de salud en el hogar desde Lakeland para el condado de Polk, Davenport, Kissimmee, Tampa y los condados de Manatee, Hardee, Highlands y Miami-Dade.",
      eyebrow: "Áreas de servicio",
      heading: "Áreas que atendemos en Florida",
      intro: [
        `Desde nuestra oficina principal en Lakeland y nuestras oficinas en ${satellites.es}, llevamos enfermería y cuidado personal a nueve áreas de Florida: Lakeland, el condado de Polk, Davenport, Kissimmee, Tampa y los condados de Manatee, Hardee, Miami-Dade y Highlands.`,
        `Elija su área para ver las comunidades que atendemos y los servicios disponibles. En Lakeland cubrimos hasta ${miles} millas a la redonda, sin cargo por desplazamiento. ¿No ve su ciudad? Llámenos y pregunte; es posible que podamos ayudarle de todos modos.`,
      ],
    },
  },

  "/service-areas/lakeland": {
    en: {
      title: "Home Care in Lakeland",
      description: `Home health care in Lakeland from our main office: nursing, personal care and senior care within ${miles} miles, with no travel fee and 24/7 support.`,
      eyebrow: "Service area",
      heading: "Home Health Care in Lakeland",
      intro: [
        `Lakeland is home to our main office and to ${site.claims.lakelandProfessionals}+ of our nurses and caregivers. We serve the city and the communities up to ${miles} miles around it, with no travel fee.`,
        `Families here can count on private duty nursing, personal care, senior, adult and pediatric care, and support 24 hours a day. When care is needed urgently, our emergency response in ${lakelandResponse.region.en} is ${lakelandResponse.time.en}.`,
      ],
    },
    es: {
      title: "Cuidado en casa en Lakeland",
      description: `Cuidado en casa en Lakeland desde nuestra oficina principal: enfermería y cuidado personal hasta ${miles} millas a la redonda, sin cargo por desplazamiento.`,
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Lakeland",
      intro: [
        `En Lakeland están nuestra oficina principal y más de ${site.claims.lakelandProfessionals} de nuestras enfermeras y cuidadores. Atendemos la ciudad y las comunidades de hasta ${miles} millas a la redonda, sin cargo por desplazamiento.`,
        `Las familias de la zona cuentan con enfermería privada, cuidado personal, atención para mayores, adultos y niños, y apoyo las 24 horas. Cuando el cuidado es urgente, nuestro tiempo de respuesta en ${lakelandResponse.region.es} es de ${lakelandResponse.time.es}.`,
      ],
    },
  },

  "/service-areas/polk-county": {
    en: {
      title: "Home Care in Polk County",
      description:
        "Home health care across Polk County: Bartow, Winter Haven, Auburndale, Haines City, Lake Wales and more. Nursing, personal care and 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Polk County",
      intro: [
        `Our Polk County office in ${polkOffice.city} serves families across the county, including Bartow, Winter Haven, Auburndale, Haines City, Lake Wales, Mulberry, Fort Meade and Frostproof.`,
        `This page shows the care we bring to Polk County homes: private duty nursing, personal care, senior, adult and pediatric care, and support around the clock. Our emergency response in ${centralResponse.region.en} is ${centralResponse.time.en}.`,
      ],
    },
    es: {
      title: "Cuidado en casa en el condado de Polk",
      description:
        "Cuidado en casa en todo el condado de Polk: Bartow, Winter Haven, Auburndale, Haines City, Lake Wales y más. Enfermería, cuidado personal y apoyo 24/7.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Polk",
      intro: [
        `Nuestra oficina del condado de Polk, en ${polkOffice.city}, atiende a familias de todo el condado, incluidas Bartow, Winter Haven, Auburndale, Haines City, Lake Wales, Mulberry, Fort Meade y Frostproof.`,
        `Esta página muestra el cuidado que llevamos a los hogares del condado: enfermería privada, cuidado personal, atención para mayores, adultos y niños, y apoyo las 24 horas. Nuestro tiempo de respuesta ante emergencias en ${centralResponse.region.es} es de ${centralResponse.time.es}.`,
      ],
    },
  },

  "/service-areas/davenport": {
    en: {
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
    es: {
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

  "/service-areas/kissimmee": {
    en: {
      title: "Home Care in Kissimmee",
      description:
        "Home health care in Kissimmee and Osceola County: nursing, personal care, senior, adult and pediatric care at home, with support 24 hours a day.",
      eyebrow: "Service area",
      heading: "Home Health Care in Kissimmee",
      intro: [
        "We care for families in Kissimmee and nearby Osceola County communities such as St. Cloud, Celebration and Poinciana. Whether you need a nurse after a hospital stay or daily help for a parent, we bring the care to your door.",
        `This page lists the areas we serve around Kissimmee and the care available there. Kissimmee is part of our Central Florida coverage, where emergency response is ${centralResponse.time.en}.`,
      ],
    },
    es: {
      title: "Cuidado en casa en Kissimmee",
      description:
        "Cuidado en casa en Kissimmee y el condado de Osceola: enfermería, cuidado personal y atención para mayores, adultos y niños, con apoyo las 24 horas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Kissimmee",
      intro: [
        "Atendemos a familias de Kissimmee y de comunidades cercanas del condado de Osceola, como St. Cloud, Celebration y Poinciana. Si necesita una enfermera después de salir del hospital o ayuda diaria para su mamá o su papá, llevamos el cuidado hasta su puerta.",
        `Esta página muestra las áreas que atendemos alrededor de Kissimmee y los servicios disponibles. Kissimmee forma parte de nuestra cobertura de Florida Central, donde respondemos a emergencias en ${centralResponse.time.es}.`,
      ],
    },
  },

  "/service-areas/tampa": {
    en: {
      title: "Home Care in Tampa",
      description:
        "Home health care in Tampa and Hillsborough County from our Tampa Bay office: private duty nursing, personal care and senior care, with 24/7 support.",
      eyebrow: "Service area",
      heading: "Home Health Care in Tampa",
      intro: [
        "Our Tampa Bay office serves families in Tampa and across Hillsborough County, from South Tampa and Westchase to Brandon and Temple Terrace. Our nurses and aides come to your home, so you can skip the traffic and the waiting room.",
        `This page lists the neighborhoods we serve and the six kinds of care we offer, from private duty nursing to pediatric care. Our emergency response in ${metroResponse.region.en} is ${metroResponse.time.en}.`,
      ],
    },
    es: {
      title: "Cuidado en casa en Tampa",
      description:
        "Cuidado en casa en Tampa y el condado de Hillsborough desde nuestra oficina de Tampa Bay: enfermería privada, cuidado personal y de mayores, 24/7.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en Tampa",
      intro: [
        "Nuestra oficina de Tampa Bay atiende a familias de Tampa y de todo el condado de Hillsborough, desde South Tampa y Westchase hasta Brandon y Temple Terrace. Nuestras enfermeras y auxiliares van a su casa, para que usted no tenga que lidiar con el tráfico ni con salas de espera.",
        `Esta página muestra los vecindarios que atendemos y los seis tipos de cuidado que ofrecemos, desde enfermería privada hasta cuidado pediátrico. Nuestro tiempo de respuesta ante emergencias en ${metroResponse.region.es} es de ${metroResponse.time.es}.`,
      ],
    },
  },

  "/service-areas/manatee-county": {
    en: {
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
    es: {
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
  },

  "/service-areas/hardee-county": {
    en: {
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
    es: {
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

  "/service-areas/miami-dade-county": {
    en: {
      title: "Home Care in Miami-Dade County",
      description:
        "Home health care in Miami-Dade County from our Miami office: nursing, personal care, senior and pediatric care in Miami, Hialeah, Kendall and beyond.",
      eyebrow: "Service area",
      heading: "Home Health Care in Miami-Dade County",
      intro: [
        `Our ${miamiOffice.name.en} in ${miamiOffice.city} serves families across the county, from Miami and Hialeah to Kendall, Doral and Homestead.`,
        `This page lists the areas we serve and the care available at home, from private duty nursing to pediatric care. Our emergency response in ${metroResponse.region.en} is ${metroResponse.time.en}.`,
      ],
    },
    es: {
      title: "Cuidado en casa en el condado de Miami-Dade",
      description:
        "Cuidado en casa en el condado de Miami-Dade: enfermería, cuidado personal y atención para mayores y niños en Miami, Hialeah, Kendall y otras zonas.",
      eyebrow: "Área de servicio",
      heading: "Cuidado de salud en el hogar en el condado de Miami-Dade",
      intro: [
        `Nuestra oficina en ${miamiOffice.city} atiende a familias de todo el condado, desde Miami y Hialeah hasta Kendall, Doral y Homestead.`,
        `Esta página muestra las áreas que atendemos y los servicios disponibles en casa, desde enfermería privada hasta cuidado pediátrico. Nuestro tiempo de respuesta ante emergencias en ${metroResponse.region.es} es de ${metroResponse.time.es}.`,
      ],
    },
  },

  "/service-areas/highlands-county": {
    en: {
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
    es: {
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
  },

  "/contact": {
    en: {
      title: "Contact Us",
      description: `Contact ${site.shortName} in Lakeland to request a free home care assessment. Send the form and we usually reply within ${site.claims.replyWithinHours} business hours.`,
      eyebrow: "Contact",
      heading: "Contact Us",
      intro: [
        "Tell us a little about who needs care and what would help. A care coordinator will answer your questions and set up a free assessment in your home, with no obligation.",
        `Send the form below and we usually reply within ${site.claims.replyWithinHours} hours during office hours. If someone needs care right now, please call our 24/7 line instead.`,
      ],
    },
    es: {
      title: "Contáctenos",
      description: `Comuníquese con ${site.shortName} en Lakeland y pida una evaluación gratuita en casa. Envíe el formulario; solemos responder en ${site.claims.replyWithinHours} horas hábiles.`,
      eyebrow: "Contacto",
      heading: "Contáctenos",
      intro: [
        "Cuéntenos un poco sobre quién necesita cuidado y qué le ayudaría. Una coordinadora de cuidado responderá sus preguntas y programará una evaluación gratuita en su hogar, sin ningún compromiso.",
        `Envíe el formulario y, por lo general, le responderemos en un plazo de ${site.claims.replyWithinHours} horas en horario de oficina. Si alguien necesita cuidado ahora mismo, por favor llame a nuestra línea 24/7.`,
      ],
    },
  },

  "/contact/emergency": {
    en: {
      title: "24/7 Emergency Home Care",
      description:
        "Urgent home care at any hour in Lakeland, Polk County, Tampa and Miami. See how fast we respond in each area and when to call 911 first.",
      eyebrow: "Contact",
      heading: "24/7 Emergency Home Care",
      intro: [
        `Our care line at ${site.phones.emergency.display} is answered 24 hours a day, 365 days a year. Call us when a loved one suddenly needs a nurse or an aide at home, or when care must start quickly after a hospital stay.`,
        "If someone is in danger, has chest pain, has trouble breathing, or has fallen and cannot get up, call 911 first. This page shows how quickly our team can reach you in each area we serve.",
      ],
    },
    es: {
      title: "Atención de emergencia 24/7",
      description:
        "Cuidado urgente en casa a cualquier hora en Lakeland, el condado de Polk, Tampa y Miami. Vea cuánto tardamos en cada área y cuándo llamar primero al 911.",
      eyebrow: "Contacto",
      heading: "Atención de emergencia en casa 24/7",
      intro: [
        `En nuestra línea de atención, ${site.phones.emergency.display}, le contestamos las 24 horas del día, los 365 días del año. Llámenos cuando un ser querido necesite de repente una enfermera o un auxiliar en casa, o cuando el cuidado deba comenzar pronto después de salir del hospital.`,
        "Si alguien está en peligro, tiene dolor en el pecho, le cuesta respirar o se cayó y no puede levantarse, llame primero al 911. En esta página verá cuánto tarda nuestro equipo en llegar a cada área que atendemos.",
      ],
    },
  },

  "/contact/insurance": {
    en: {
      title: "Insurance and Billing",
      description:
        "See which insurance we accept for home care: Medicare, Medicare Advantage, Medicaid, private plans, VA, long-term care, workers' comp and self-pay.",
      eyebrow: "Contact",
      heading: "Insurance and Billing",
      intro: [
        "Paying for home care can feel confusing. We accept most insurance, including Medicare Part A and Part B, Medicare Advantage, Medicaid, private insurance, workers' compensation, VA benefits and long-term care insurance. Self-pay is welcome too.",
        "Before care begins, our team checks your benefits and explains what your plan covers and what you may owe, so there are no surprises on your bill. This page answers common questions and tells you who to call about billing.",
      ],
    },
    es: {
      title: "Seguros y facturación",
      description:
        "Vea qué seguros aceptamos para el cuidado en casa: Medicare, Medicare Advantage, Medicaid, planes privados, VA, cuidado a largo plazo y pago privado.",
      eyebrow: "Contacto",
      heading: "Seguros y facturación",
      intro: [
        "Pagar el cuidado en casa puede parecer complicado. Aceptamos la mayoría de los seguros, incluidos Medicare Parte A y Parte B, Medicare Advantage, Medicaid, seguros privados, compensación laboral (workers' compensation), beneficios de veteranos (VA) y seguros de cuidado a largo plazo. También puede pagar por su cuenta.",
        "Antes de comenzar, nuestro equipo revisa sus beneficios y le explica qué cubre su plan y cuánto podría pagar usted, para que no haya sorpresas en su factura. Esta página responde las preguntas más comunes y le indica a quién llamar sobre facturación.",
      ],
    },
  },

  "/contact/locations": {
    en: {
      title: "Florida Locations",
      description: `Find our main office in Lakeland and our offices in ${satellites.en}: addresses, office hours and the areas each office covers.`,
      eyebrow: "Contact",
      heading: "Our Florida Locations",
      intro: [
        `We have ${site.offices.length} offices in Florida. Our main office is in Lakeland, and our satellite offices in ${satellites.en} bring care closer to families in Tampa Bay, Miami-Dade and Polk County.`,
        "Each office below lists its address, phone number, office hours and the areas it covers. Our phone line is answered 24 hours a day, even when the offices are closed.",
      ],
    },
    es: {
      title: "Oficinas en Florida",
      description: `Encuentre nuestra oficina principal en Lakeland y nuestras oficinas en ${satellites.es}: direcciones, horarios y las áreas que atiende cada una.`,
      eyebrow: "Contacto",
      heading: "Nuestras oficinas en Florida",
      intro: [
        `Tenemos ${site.offices.length} oficinas en Florida. La oficina principal está en Lakeland, y nuestras oficinas satélite en ${satellites.es} acercan el cuidado a las familias de Tampa Bay, Miami-Dade y el condado de Polk.`,
        "Cada oficina indica su dirección, teléfono, horario y las áreas que atiende. Contestamos el teléfono las 24 horas, incluso cuando las oficinas están cerradas.",
      ],
    },
  },

  "/contact/referrals": {
    en: {
      title: "Healthcare Provider Referrals",
      description: `Refer a patient for home nursing, personal care or hospital discharge support. We usually set up care within ${site.claims.referralSetupHours} hours.`,
      eyebrow: "For professionals",
      heading: "Healthcare Provider Referrals",
      intro: [
        `Physicians, case managers, discharge planners and social workers can refer patients to us by phone, by e-mail or through our contact page. We usually set up care within ${site.claims.referralSetupHours} hours of a complete referral.`,
        `Call extension ${site.phones.referrals.ext} for referrals and extension ${site.phones.hospitalDischarge.ext} for hospital discharges. We keep you and the ordering physician informed from the first visit on.`,
      ],
    },
    es: {
      title: "Referidos de profesionales",
      description: `Refiera a un paciente para enfermería en casa, cuidado personal o apoyo al salir del hospital. Solemos organizar el cuidado en ${site.claims.referralSetupHours} horas.`,
      eyebrow: "Para profesionales",
      heading: "Referidos de profesionales de la salud",
      intro: [
        `Médicos, administradores de casos, planificadores de alta y trabajadores sociales pueden referirnos pacientes por teléfono, por correo electrónico o desde nuestra página de contacto. Por lo general, organizamos el cuidado en un plazo de ${site.claims.referralSetupHours} horas después de recibir un referido completo.`,
        `Marque la extensión ${site.phones.referrals.ext} para referidos y la extensión ${site.phones.hospitalDischarge.ext} para altas hospitalarias. Desde la primera visita, los mantenemos informados a usted y al médico que ordenó el cuidado.`,
      ],
    },
  },

  "/specials": {
    en: {
      title: "Specials and Savings",
      description:
        "Save on home care: 50% off your first week of companion care, a $200 referral credit, 15% off 24/7 care, and loyalty rewards of up to 20%.",
      eyebrow: "Specials",
      heading: "New Patient Specials",
      intro: [
        "Good care should be within reach. New patients can get 50% off their first week of companion care, and families who choose round-the-clock care can save 15% on our 24/7 care package.",
        "Refer a friend and receive a $200 credit. Our loyalty program adds savings as your care hours grow, from Bronze to Platinum. This page also explains our seasonal programs, our family program, and how payment and insurance work.",
      ],
    },
    es: {
      title: "Ofertas especiales",
      description:
        "Ahorre en el cuidado en casa: 50% de descuento en la primera semana de cuidado de compañía, crédito de $200 por referido y 15% de descuento en cuidado 24/7.",
      eyebrow: "Ofertas",
      heading: "Ofertas para nuevos pacientes",
      intro: [
        "El buen cuidado debe estar a su alcance. Los pacientes nuevos pueden recibir un 50% de descuento en su primera semana de cuidado de compañía, y las familias que eligen cuidado las 24 horas pueden ahorrar un 15% en nuestro paquete de cuidado 24/7.",
        "Recomiéndenos a un amigo y reciba un crédito de $200. Con nuestro programa de lealtad, usted ahorra más a medida que aumentan sus horas de cuidado, del nivel Bronce al Platino. Aquí también encontrará nuestros programas de temporada, el programa para familias y cómo funcionan los pagos y los seguros.",
      ],
    },
  },

  "/reviews": {
    en: {
      title: "Patient and Family Reviews",
      description: `Read reviews from families we care for across Florida: rated ${site.claims.rating} out of 5 from ${site.claims.reviewCount} reviews, and ${site.claims.recommendPercent}% would recommend us.`,
      eyebrow: "Reviews",
      heading: "What Families Say About Us",
      intro: [
        `Families are the best judges of our care. We are rated ${site.claims.rating} out of 5 from ${site.claims.reviewCount} reviews, and ${site.claims.recommendPercent}% of families say they would recommend us.`,
        "Read stories from patients and families, see our ratings on four review platforms, and share your own experience. Every review helps another family choose care with confidence.",
      ],
    },
    es: {
      title: "Opiniones de pacientes y familias",
      description: `Lea lo que opinan las familias que cuidamos en Florida: ${site.claims.rating} de 5 en ${site.claims.reviewCount} opiniones, y el ${site.claims.recommendPercent}% nos recomendaría.`,
      eyebrow: "Opiniones",
      heading: "Lo que dicen las familias",
      intro: [
        `Las familias son quienes mejor juzgan nuestro cuidado. Tenemos una calificación de ${site.claims.rating} de 5 en ${site.claims.reviewCount} opiniones, y el ${site.claims.recommendPercent}% de las familias dice que nos recomendaría.`,
        "Lea las historias de pacientes y familias, vea nuestras calificaciones en cuatro plataformas de opiniones y comparta su propia experiencia. Cada opinión ayuda a otra familia a elegir su cuidado con confianza.",
      ],
    },
  },

  "/careers": {
    en: {
      title: "Careers",
      description:
        "Home health care jobs in Lakeland and across Florida for registered nurses, LPNs, physical therapists and home health aides. See benefits and apply.",
      eyebrow: "Careers",
      heading: "Join Our Caring Team",
      intro: [
        `We are hiring registered nurses (RNs), licensed practical nurses (LPNs), physical therapists and home health aides who want to make a difference, one home at a time. Join a team of ${professionals}+ professionals who have cared for more than ${families} Florida families.`,
        "Here you will find our open positions, our benefits, words from our team and our four-step hiring process. Our staffing work is also licensed in Pennsylvania, so if you hold a Pennsylvania license, ask us about openings there too.",
      ],
    },
    es: {
      title: "Empleos",
      description:
        "Empleos de salud en el hogar en Lakeland y toda Florida para enfermeras RN y LPN, fisioterapeutas y auxiliares HHA. Vea los beneficios y postúlese.",
      eyebrow: "Trabaje con nosotros",
      heading: "Únase a nuestro equipo de cuidado",
      intro: [
        `Buscamos enfermeras registradas (RN), enfermeras prácticas con licencia (LPN), fisioterapeutas y auxiliares de salud en el hogar que quieran marcar la diferencia, hogar por hogar. Únase a un equipo de más de ${professionals} profesionales que ha cuidado a más de ${families} familias de Florida.`,
        "Aquí encontrará nuestras vacantes, nuestros beneficios, testimonios de nuestro equipo y nuestro proceso de contratación en cuatro pasos. Nuestro servicio de personal también tiene licencia en Pensilvania; si usted tiene licencia en ese estado, pregúntenos también por las vacantes allí.",
      ],
    },
  },

  "/blog": {
    en: {
      title: "Home Care Blog",
      description:
        "Practical home care advice for Florida families: home safety, Medicare coverage, chronic conditions, caregiver support and coming home from the hospital.",
      eyebrow: "Blog",
      heading: "Home Care Tips and Resources",
      intro: [
        "Caring for someone at home raises a lot of questions. Our nurses and care coordinators write these articles to answer them in plain words.",
        "Read about home safety, Medicare coverage, companion care, chronic conditions, getting your home ready for care, support for family caregivers and the move home from the hospital. Pick a category to find what you need.",
      ],
    },
    es: {
      title: "Blog de cuidado en casa",
      description:
        "Consejos prácticos para familias de Florida: seguridad en casa, cobertura de Medicare, enfermedades crónicas, apoyo al cuidador y el regreso del hospital.",
      eyebrow: "Blog",
      heading: "Consejos y recursos para el cuidado en casa",
      intro: [
        "Cuidar a alguien en casa trae muchas preguntas. Nuestras enfermeras y coordinadoras de cuidado escriben estos artículos para responderlas con palabras sencillas.",
        "Lea sobre seguridad en el hogar, cobertura de Medicare, cuidado de compañía, enfermedades crónicas, cómo preparar su casa para el cuidado, apoyo a los cuidadores familiares y el regreso a casa después del hospital. Elija una categoría para encontrar lo que necesita.",
      ],
    },
  },

  "/blog/safety-tips-aging-in-place": {
    en: {
      title: "10 Essential Safety Tips for Aging in Place",
      description:
        "Ten practical tips for aging in place safely: grab bars that hold 250 pounds, bathroom and kitchen safety, organized medicines and an emergency plan.",
      eyebrow: "Safety & Prevention",
      heading: "10 Essential Safety Tips for Aging in Place",
      intro: [
        "Most older adults want to stay in the home they love for as long as they can. Falls are the leading cause of injury for adults 65 and older, and many of them happen at home. The good news: a few smart changes make aging in place much safer.",
        "These ten tips come from our nurses' visits to Florida homes. Start with the basics, such as clear walkways, bright lighting and grab bars that support at least 250 pounds, then work through the house room by room.",
      ],
    },
    es: {
      title: "10 consejos esenciales de seguridad para envejecer en casa",
      description:
        "Diez consejos para envejecer en casa con seguridad: barras de apoyo que resistan 250 libras, baño y cocina seguros, medicamentos en orden y plan de emergencia.",
      eyebrow: "Seguridad y prevención",
      heading: "10 consejos esenciales de seguridad para envejecer en casa",
      intro: [
        "La mayoría de los adultos mayores quiere seguir viviendo en su hogar el mayor tiempo posible. Las caídas son la principal causa de lesiones en personas de 65 años o más, y muchas ocurren en casa. La buena noticia es que unos cuantos cambios bien pensados hacen que envejecer en casa sea mucho más seguro.",
        "Estos diez consejos nacen de las visitas de nuestras enfermeras a hogares de Florida. Comience por lo básico, como pasillos despejados, buena iluminación y barras de apoyo que resistan al menos 250 libras, y luego revise la casa habitación por habitación.",
      ],
    },
  },

  "/blog/understanding-medicare-coverage-for-home-health-care": {
    en: {
      title: "Understanding Medicare Coverage for Home Health Care",
      description:
        "How Medicare pays for home health care: what Part A and Part B cover, what you may owe, who qualifies, and why covered visits have no set limit.",
      eyebrow: "Insurance & Benefits",
      heading: "Understanding Medicare Coverage for Home Health Care",
      intro: [
        "If you or a loved one has Medicare, you may be able to get skilled care at home at little or no cost. Under Part A, covered home health care costs you nothing. Under Part B, you usually pay 20% of the Medicare-approved amount, plus the yearly deductible, for items such as medical equipment.",
        "There is no limit on the number of covered visits, as long as your doctor certifies that you still need care. This article explains who qualifies, what is covered and how to get started.",
      ],
    },
    es: {
      title: "Cómo entender la cobertura de Medicare para la salud en el hogar",
      description:
        "Cómo paga Medicare la salud en el hogar: qué cubren las Partes A y B, cuánto podría pagar usted, quién califica y por qué no hay un límite fijo de visitas.",
      eyebrow: "Seguros y beneficios",
      heading: "Cómo entender la cobertura de Medicare para la salud en el hogar",
      intro: [
        "Si usted o un ser querido tiene Medicare, es posible que reciba atención especializada en casa a bajo costo o sin costo. Con la Parte A, la atención de salud en el hogar cubierta no le cuesta nada. Con la Parte B, por lo general paga el 20% de la cantidad aprobada por Medicare, más el deducible anual, por artículos como el equipo médico.",
        "No hay un límite en la cantidad de visitas cubiertas, siempre que su médico certifique que usted aún necesita atención. Este artículo explica quién califica, qué está cubierto y cómo empezar.",
      ],
    },
  },

  "/blog/the-benefits-of-companion-care-for-seniors": {
    en: {
      title: "The Benefits of Companion Care for Seniors",
      description:
        "How companion care helps seniors feel less lonely, stay active and keep their routines at home, and gives family caregivers peace of mind and rest.",
      eyebrow: "Companion Care",
      heading: "The Benefits of Companion Care for Seniors",
      intro: [
        "Loneliness is more than a sad feeling. For older adults, it is linked to poorer health, including a higher risk of depression, heart disease and memory loss.",
        "A companion caregiver brings friendly company, conversation and help with everyday tasks like meals, errands and outings. In this article, we explain how companion care works and how it can help your loved one live a fuller life at home.",
      ],
    },
    es: {
      title: "Los beneficios del cuidado de compañía para personas mayores",
      description:
        "Cómo el cuidado de compañía ayuda a los mayores a sentirse menos solos, mantenerse activos y conservar su rutina, y da tranquilidad a su familia.",
      eyebrow: "Cuidado de compañía",
      heading: "Los beneficios del cuidado de compañía para personas mayores",
      intro: [
        "La soledad es más que un sentimiento triste. En los adultos mayores, se relaciona con una salud más frágil, con mayor riesgo de depresión, enfermedades del corazón y pérdida de memoria.",
        "Un cuidador de compañía ofrece conversación, compañía y ayuda con tareas diarias como las comidas, los mandados y las salidas. En este artículo explicamos cómo funciona el cuidado de compañía y cómo puede ayudar a su ser querido a vivir con más plenitud en casa.",
      ],
    },
  },

  "/blog/managing-chronic-conditions-at-home": {
    en: {
      title: "Managing Chronic Conditions at Home",
      description:
        "Tips for managing diabetes, heart failure, COPD and other chronic conditions at home, and how home health nurses help you avoid trips to the hospital.",
      eyebrow: "Health Management",
      heading: "Managing Chronic Conditions at Home",
      intro: [
        "Living with a chronic condition such as diabetes, heart failure or COPD means managing your health every day, not just at the doctor's office. Small daily habits, like taking medicines on time and watching for warning signs, make a big difference.",
        "In this article, our nurses share practical ways to stay on track at home and explain how skilled nursing visits can help you avoid a trip back to the hospital.",
      ],
    },
    es: {
      title: "Cómo manejar enfermedades crónicas en casa",
      description:
        "Consejos para manejar en casa la diabetes, la insuficiencia cardíaca, la EPOC y otras enfermedades crónicas, y cómo la enfermería ayuda a evitar el hospital.",
      eyebrow: "Manejo de la salud",
      heading: "Cómo manejar enfermedades crónicas en casa",
      intro: [
        "Vivir con una enfermedad crónica, como la diabetes, la insuficiencia cardíaca o la EPOC, significa cuidar su salud todos los días, no solo en el consultorio del médico. Pequeños hábitos diarios, como tomar los medicamentos a tiempo y estar pendiente de las señales de alerta, marcan una gran diferencia.",
        "En este artículo, nuestras enfermeras comparten formas prácticas de mantener el control en casa y explican cómo las visitas de enfermería especializada pueden ayudarle a no volver al hospital.",
      ],
    },
  },

  "/blog/preparing-your-home-for-professional-care-services": {
    en: {
      title: "Preparing Your Home for Professional Care Services",
      description:
        "Get your home ready before care begins: a checklist for space, safety, supplies and paperwork, so the first visit from your nurse or aide goes smoothly.",
      eyebrow: "Home Preparation",
      heading: "Preparing Your Home for Professional Care Services",
      intro: [
        "Starting home care is a big step for any family. A little preparation makes the first visit calmer for your loved one and helps your nurse or aide get to work right away.",
        "This article walks you through what to do before care begins: making room to move safely, gathering medicines and medical records, setting up supplies, and sharing the daily routine with your care team.",
      ],
    },
    es: {
      title: "Cómo preparar su hogar para recibir cuidado profesional",
      description:
        "Prepare su casa antes de que comience el cuidado: una lista para revisar espacio, seguridad, materiales y documentos para que la primera visita salga bien.",
      eyebrow: "Preparación del hogar",
      heading: "Cómo preparar su hogar para recibir cuidado profesional",
      intro: [
        "Comenzar el cuidado en casa es un gran paso para cualquier familia. Un poco de preparación hace que la primera visita sea más tranquila para su ser querido y permite que su enfermera o auxiliar empiece a trabajar de inmediato.",
        "Este artículo le explica qué hacer antes de que comience el cuidado: dejar espacio para moverse con seguridad, reunir los medicamentos y los expedientes médicos, organizar los materiales y contarle la rutina diaria a su equipo de cuidado.",
      ],
    },
  },

  "/blog/family-caregiver-support:-you're-not-alone": {
    en: {
      title: "Family Caregiver Support: You're Not Alone",
      description:
        "Caring for a loved one is hard work. Learn the signs of caregiver burnout, simple ways to protect your own health and how respite care gives you a break.",
      eyebrow: "Family Support",
      heading: "Family Caregiver Support: You're Not Alone",
      intro: [
        "If you care for a parent, a spouse or a child, you already know how much love it takes, and how tiring it can be. Millions of Americans care for a family member without pay, and many of them feel stressed, worn out or alone.",
        "You do not have to do it all by yourself. This article explains the signs of caregiver burnout, simple ways to protect your own health, and how respite care can give you time to rest.",
      ],
    },
    es: {
      title: "Apoyo al cuidador familiar: usted no está solo",
      description:
        "Cuidar a un ser querido es un trabajo duro. Conozca las señales del agotamiento del cuidador, cómo cuidar su salud y cómo el relevo le da un descanso.",
      eyebrow: "Apoyo familiar",
      heading: "Apoyo al cuidador familiar: usted no está solo",
      intro: [
        "Si usted cuida a su mamá, su papá, su pareja o un hijo, ya sabe cuánto amor requiere, y lo agotador que puede ser. Millones de personas en Estados Unidos cuidan a un familiar sin recibir pago, y muchas se sienten estresadas, cansadas o solas.",
        "No tiene que hacerlo todo usted solo. Este artículo explica las señales del agotamiento del cuidador, formas sencillas de proteger su propia salud y cómo el cuidado de relevo puede darle tiempo para descansar.",
      ],
    },
  },

  "/blog/post-hospital-care:-transitioning-safely-home": {
    en: {
      title: "Post-Hospital Care: Transitioning Safely Home",
      description:
        "Coming home after a hospital stay? How to plan a safe discharge, manage new medicines, spot warning signs and use home care to avoid going back.",
      eyebrow: "Post-Hospital Care",
      heading: "Post-Hospital Care: Transitioning Safely Home",
      intro: [
        "Coming home from the hospital is a relief, but the first days and weeks can be risky. New medicines, weakness and follow-up visits are a lot to handle, and many return trips to the hospital happen within a month of going home.",
        "This article explains how to plan a safe move home, what to ask before you leave the hospital, and how home health nurses and aides help you recover with fewer setbacks.",
      ],
    },
    es: {
      title: "Después del hospital: un regreso seguro a casa",
      description:
        "¿Vuelve a casa después del hospital? Cómo planear un alta segura, manejar medicamentos nuevos, reconocer señales de alerta y evitar volver al hospital.",
      eyebrow: "Cuidado después del hospital",
      heading: "Después del hospital: un regreso seguro a casa",
      intro: [
        "Volver a casa después del hospital es un alivio, pero los primeros días y semanas pueden ser delicados. Medicamentos nuevos, debilidad y citas de seguimiento son mucho que manejar, y muchos reingresos al hospital ocurren durante el primer mes en casa.",
        "Este artículo explica cómo planear un regreso seguro, qué preguntar antes de salir del hospital y cómo las enfermeras y los auxiliares de salud en el hogar le ayudan a recuperarse con menos contratiempos.",
      ],
    },
  },

  "/privacy-policy": {
    en: {
      title: "Privacy Policy",
      description: `How the ${site.shortName} website handles your information: we keep only what you type into our forms and use no cookies, analytics or tracking.`,
      eyebrow: "Legal",
      heading: "Privacy Policy",
      intro: [
        "This policy explains what happens to information on this website. The short version: we collect only what you choose to type into our contact form or newsletter sign-up, and we use it only to answer you.",
        "This site uses no cookies, no analytics and no tracking tools, and it loads nothing from other companies' servers. Your visit here stays private.",
      ],
    },
    es: {
      title: "Política de privacidad",
      description: `Cómo trata su información el sitio de ${site.shortName}: solo guardamos lo que usted escribe en los formularios; sin cookies, analítica ni rastreo.`,
      eyebrow: "Información legal",
      heading: "Política de privacidad",
      intro: [
        "Esta política explica qué pasa con la información en este sitio web. En pocas palabras: solo recopilamos lo que usted decide escribir en nuestro formulario de contacto o en la suscripción al boletín, y lo usamos únicamente para responderle.",
        "Este sitio no usa cookies, herramientas de analítica ni de rastreo, y no carga nada desde servidores de otras empresas. Su visita aquí es privada.",
      ],
    },
  },

  "/terms-of-use": {
    en: {
      title: "Terms of Use",
      description: `The terms for using the ${site.shortName} website: general information about home care, not medical advice, and what to do in an emergency.`,
      eyebrow: "Legal",
      heading: "Terms of Use",
      intro: [
        "These terms apply when you use this website. The information here describes our services and offers general health tips. It is not medical advice and does not replace a visit with your doctor.",
        "Visiting the site or sending us a message does not start care by itself; care begins after an assessment and a signed agreement. In a medical emergency, call 911.",
      ],
    },
    es: {
      title: "Términos de uso",
      description: `Los términos de uso del sitio de ${site.shortName}: información general sobre el cuidado en casa, no consejo médico, y qué hacer en una emergencia.`,
      eyebrow: "Información legal",
      heading: "Términos de uso",
      intro: [
        "Estos términos se aplican cuando usted usa este sitio web. La información aquí describe nuestros servicios y ofrece consejos generales de salud. No es consejo médico y no reemplaza una consulta con su médico.",
        "Visitar el sitio o enviarnos un mensaje no inicia el cuidado por sí solo; el cuidado comienza después de una evaluación y un acuerdo firmado. En una emergencia médica, llame al 911.",
      ],
    },
  },

  "/notice-of-privacy-practices": {
    en: {
      title: "Notice of Privacy Practices",
      description:
        "How we use, share and protect patients' health information under HIPAA, and your rights to see, copy and correct your records or file a complaint.",
      eyebrow: "Legal",
      heading: "Notice of Privacy Practices",
      intro: [
        "This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.",
        `As a home health agency, ${site.name} is required by law (HIPAA) to protect the privacy of your health information, to give you this notice of our duties and your rights, and to follow it. Questions? Write to our privacy officer at ${site.emails.privacy}.`,
      ],
    },
    es: {
      title: "Aviso de prácticas de privacidad",
      description:
        "Cómo usamos, compartimos y protegemos la información de salud de los pacientes según HIPAA, y sus derechos a ver, copiar y corregir sus expedientes.",
      eyebrow: "Información legal",
      heading: "Aviso de prácticas de privacidad",
      intro: [
        "Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted obtener acceso a esta información. Revíselo con cuidado.",
        `Como agencia de salud en el hogar, ${site.name} está obligada por ley (HIPAA) a proteger la privacidad de su información de salud, a entregarle este aviso sobre nuestras obligaciones y sus derechos, y a cumplirlo. ¿Tiene preguntas? Escriba a nuestro responsable de privacidad a ${site.emails.privacy}.`,
      ],
    },
  },
} satisfies Record<Exclude<PagePath, "/">, Bilingual<PageHead>>;
