import { site } from "./site";
import { families, professionals } from "./facts";
import type { Bilingual, PageContent } from "./types";

/** The words of /about, English and Spanish side by side. */
export const about = {
  en: {
    head: {
      title: "About Us",
      description: `Meet ${site.name}, a Lakeland home health agency caring for Florida families since ${site.founded}: our story and values.`,
      eyebrow: "Our story",
      heading: `About ${site.name}`,
      intro: [
        `${site.name} began in Lakeland in ${site.founded} with a simple idea: people heal and live best at home, close to the people they love. Since then, we have cared for more than ${families} families across Florida.`,
        `Today our team of ${professionals}+ nurses, aides and caregivers serves children, adults and seniors. On this page you can read our story and the four values that guide every visit: compassion, trust, excellence and family.`,
      ],
    },
  },
  es: {
    head: {
      title: "Quiénes somos",
      description: `Conozca ${site.name}, agencia de salud en el hogar de Lakeland que cuida a familias de Florida desde ${site.founded}: nuestra historia y valores.`,
      eyebrow: "Nuestra historia",
      heading: `Acerca de ${site.name}`,
      intro: [
        `${site.name} nació en Lakeland en ${site.founded} con una idea sencilla: las personas se recuperan y viven mejor en casa, cerca de quienes aman. Desde entonces, hemos cuidado a más de ${families} familias en toda Florida.`,
        `Hoy, nuestro equipo de más de ${professionals} enfermeras, auxiliares y cuidadores atiende a niños, adultos y personas mayores. Aquí puede conocer nuestra historia y los cuatro valores que guían cada visita: compasión, confianza, excelencia y familia.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
