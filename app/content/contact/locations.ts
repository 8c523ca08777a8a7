import { site } from "../site";
import { satellites } from "../facts";
import type { Bilingual, PageContent } from "../types";

export interface LocationsContent extends PageContent {
  offices: {
    heading: string;
    mainBadge: string;
    address: string;
    phone: string;
    coverage: string;
    hours: string;
    directions: string;
  };
  visit: { heading: string; body: string[]; areasLink: string };
}

/** The words of /contact/locations, English and Spanish side by side. The offices are site.offices. */
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
    offices: {
      heading: "Our offices",
      mainBadge: "Main office",
      address: "Address",
      phone: "Phone",
      coverage: "Areas served",
      hours: "Office hours",
      directions: "Get directions",
    },
    visit: {
      heading: "Care comes to you",
      body: [
        "Our nurses and aides come to your home. The offices are where our teams work from, and where you are welcome to meet us in person.",
        `Please call before you visit, so the right person is there to see you. Outside office hours, call the main line at ${site.phones.main.display}: it is answered 24 hours a day.`,
      ],
      areasLink: "See every area we serve",
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
    offices: {
      heading: "Nuestras oficinas",
      mainBadge: "Oficina principal",
      address: "Dirección",
      phone: "Teléfono",
      coverage: "Áreas que atiende",
      hours: "Horario de oficina",
      directions: "Cómo llegar",
    },
    visit: {
      heading: "El cuidado llega a su casa",
      body: [
        "Nuestras enfermeras y auxiliares van a su hogar. Las oficinas son la base de nuestros equipos, y allí también puede visitarnos en persona.",
        `Por favor, llámenos antes de venir, para que la persona indicada esté allí para atenderlo. Fuera del horario de oficina, llame a la línea principal, ${site.phones.main.display}: contestamos las 24 horas.`,
      ],
      areasLink: "Vea todas las áreas que atendemos",
    },
  },
} satisfies Bilingual<LocationsContent>;
