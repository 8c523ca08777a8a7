import type { Bilingual, PageContent } from "../types";

/** The words of /services, English and Spanish side by side. */
export const servicesOverview = {
  en: {
    head: {
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
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
