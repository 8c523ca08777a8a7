import { site } from "../site";
import { satellites } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The words of /contact/locations, English and Spanish side by side. */
export const locations = {
  en: {
    head: {
      title: "Florida Locations",
      description: `Find our main office in Lakeland and our offices in ${satellites.en}: addresses, office hours and the areas each office covers.`,
      eyebrow: "Contact",
      heading: "Our Florida Locations",
      intro: [
        `We have ${site.offices.length} offices in Florida. Our main office is in Lakeland, and our satellite offices in ${satellites.en} bring care closer to families in Tampa Bay, Miami-Dade and Polk County.`,
        "Each office below lists its address, phone number, office hours and the areas it covers. Our phone line is answered 24 hours a day, even when the offices are closed.",
      ],
    },
  },
  es: {
    head: {
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
} satisfies Bilingual<PageContent>;
