import { families, professionals } from "./facts";
import type { Bilingual, PageContent } from "./types";

/** The words of /careers, English and Spanish side by side. */
export const careers = {
  en: {
    head: {
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
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
