import type { Bilingual, PageContent } from "../types";

/** The words of /services/private-duty-nursing, English and Spanish side by side. */
export const privateDutyNursing = {
  en: {
    head: {
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
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
