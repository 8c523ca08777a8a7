import type { Bilingual, PageContent } from "../types";

/** The words of /contact/insurance, English and Spanish side by side. */
export const insurance = {
  en: {
    head: {
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
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
