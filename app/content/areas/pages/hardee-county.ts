import { centralResponse, polkOffice } from "../../facts";
import type { Bilingual } from "../../types";
import type { AreaFacts, AreaPageContent } from "../types";

const facts = {
  position: 7,
  office: "polk",
  response: "central",
  counties: ["Hardee"],
  communities: ["Wauchula", "Bowling Green", "Zolfo Springs", "Ona", "Limestone"],
  hospitals: ["AdventHealth Wauchula", "Lakeland Regional Health Medical Center", "Winter Haven Hospital (BayCare)"],
} satisfies AreaFacts;

/** The words of /service-areas/hardee-county, English and Spanish side by side. */
export default {
  en: {
    ...facts,
    name: "Hardee County",
    inSentence: "Hardee County",
    head: {
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
    summary:
      "Wauchula, Bowling Green, Zolfo Springs and the farms between them: care that comes to rural homes, in English or Spanish.",
    features: [
      "Care for farm and ranch families",
      "Bilingual caregivers",
      `Urgent home care response ${centralResponse.time.en}`,
      "Fewer trips to doctors out of the county",
    ],
    local: {
      heading: "Good care far from the big hospitals",
      paragraphs: [
        "Hardee County is citrus groves, cattle ranches and small towns along US\u00a017. About 25,000 people live here, and the nearest large hospitals are an hour away in Lakeland and Winter Haven.",
        "A nurse who comes to the house can check blood pressure, change a dressing or review medicines and tell the doctor about any problem, so your loved one makes fewer long drives for the same care.",
        `Our ${polkOffice.city} office is about 45 miles north on US\u00a017. Many families here speak Spanish, and so do many of our caregivers.`,
      ],
    },
    hospitalsIntro:
      "AdventHealth Wauchula is the county's hospital. For surgery or a longer stay, many families come home from Lakeland or Winter Haven.",
  },
  es: {
    ...facts,
    name: "Condado de Hardee",
    inSentence: "el condado de Hardee",
    head: {
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
    summary:
      "Wauchula, Bowling Green, Zolfo Springs y las granjas que hay entre ellos: cuidado que llega a los hogares del campo, en inglés o en español.",
    features: [
      "Cuidado para familias de granjas y ranchos",
      "Cuidadores bilingües",
      `Respuesta para cuidado urgente en casa en ${centralResponse.time.es}`,
      "Menos viajes a médicos fuera del condado",
    ],
    local: {
      heading: "Buen cuidado lejos de los grandes hospitales",
      paragraphs: [
        "El condado de Hardee es tierra de naranjales, ranchos de ganado y pueblos pequeños a lo largo de la US\u00a017. Aquí viven unas 25,000 personas, y los hospitales grandes más cercanos están a una hora, en Lakeland y Winter Haven.",
        "Una enfermera que va a la casa puede tomar la presión, cambiar un vendaje o revisar los medicamentos y avisar al médico si hay algún problema, para que su ser querido haga menos viajes largos por el mismo cuidado.",
        `Nuestra oficina de ${polkOffice.city} queda a unas 45 millas al norte por la US\u00a017. Muchas familias de la zona hablan español, al igual que muchos de nuestros cuidadores.`,
      ],
    },
    hospitalsIntro:
      "AdventHealth Wauchula es el hospital del condado. Después de una cirugía o de una estancia más larga, muchas familias regresan a casa desde Lakeland o Winter Haven.",
  },
} satisfies Bilingual<AreaPageContent>;
