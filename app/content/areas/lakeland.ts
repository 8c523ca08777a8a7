import { site } from "../site";
import { miles, lakelandResponse } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/lakeland, English and Spanish side by side. */
export const lakeland = {
  en: {
    head: {
      title: "Home Care in Lakeland",
      description: `Home health care in Lakeland from our main office: nursing, personal care and senior care within ${miles} miles, with no travel fee and 24/7 support.`,
      eyebrow: "Service area",
      heading: "Home Health Care in Lakeland",
      intro: [
        `Lakeland is home to our main office and to ${site.claims.lakelandProfessionals}+ of our nurses and caregivers. We serve the city and the communities up to ${miles} miles around it, with no travel fee.`,
        `Families here can count on private duty nursing, personal care, senior, adult and pediatric care, and support 24 hours a day. When care is needed urgently, our emergency response in ${lakelandResponse.region.en} is ${lakelandResponse.time.en}.`,
      ],
    },
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
