import type { Bilingual, PageContent } from "./types";

/** The words of /specials, English and Spanish side by side. */
export const specials = {
  en: {
    head: {
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
  },
  es: {
    head: {
      title: "Ofertas especiales",
      description:
        "Ahorre en el cuidado en casa: 50% de descuento en la primera semana de cuidado de compañía, crédito de $200 por referido y 15% de descuento en cuidado 24/7.",
      eyebrow: "Ofertas",
      heading: "Ofertas para pacientes nuevos",
      intro: [
        "El buen cuidado debe estar a su alcance. Los pacientes nuevos pueden recibir un 50% de descuento en su primera semana de cuidado de compañía, y las familias que eligen cuidado las 24 horas pueden ahorrar un 15% en nuestro paquete de cuidado 24/7.",
        "Recomiéndenos a un amigo y reciba un crédito de $200. Con nuestro programa de lealtad, usted ahorra más a medida que aumentan sus horas de cuidado, del nivel Bronce al Platino. Aquí también encontrará nuestros programas de temporada, el programa para familias y cómo funcionan los pagos y los seguros.",
      ],
    },
  },
} satisfies Bilingual<PageContent>;
