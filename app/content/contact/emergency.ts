import { site } from "../site";
import type { Bilingual, PageContent } from "../types";

/** The words of /contact/emergency, English and Spanish side by side. */
export const emergency = {
  en: {
    head: {
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
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
