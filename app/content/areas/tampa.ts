import { metroResponse } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /service-areas/tampa, English and Spanish side by side. */
export const tampa = {
  en: {
    head: {
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
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
