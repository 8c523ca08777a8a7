import { site } from "./site";
import { families, founded, mainOffice, professionals, regulatoryShown, statusLineIds, yearsServing } from "./facts";
import { plus } from "~/i18n/format";
import type { Bilingual, PageContent } from "./types";

export type ValueKey = "compassion" | "trust" | "excellence" | "family";

export interface AboutContent extends PageContent {
  story: { heading: string; paragraphs: string[] };
  stats: {
    heading: string;
    items: { key: "years" | "families" | "professionals" | "always"; value: string; label: string }[];
  };
  values: {
    heading: string;
    intro: string;
    atVisitLabel: string;
    items: { key: ValueKey; title: string; body: string; atVisit: string }[];
  };
  /** The agency's license, certification and accreditation lines come from site.ts (regulatory), each left off while a sample. */
  /** `linesLabel` is null while no regulatory line can be shown (no heading over nothing). */
  license: { heading: string; paragraphs: string[]; linesLabel: string | null };
}

/** Whether any of the agency's regulatory lines is real (the label over them reaches the page only then). */
const anyLine = statusLineIds.some(regulatoryShown) || null;

const stat = {
  years: `${yearsServing}`,
  families: plus(site.claims.families.value),
  professionals: plus(professionals),
};

/** The words of /about, English and Spanish side by side. */
export const about = {
  en: {
    head: {
      title: "About Us",
      description: `Meet ${site.name}, a Lakeland home health agency caring for Florida families since ${founded}: our story and values.`,
      eyebrow: "Our story",
      heading: `About ${site.name}`,
      intro: [
        `${site.name} began in ${mainOffice.city} in ${founded} with a simple idea: people heal and live best at home, close to the people they love. Since then, we have cared for more than ${families} families across Florida.`,
        `Today our team of ${professionals}+ nurses, aides and caregivers serves children, adults and seniors. Read our story, the four values that guide every visit, and how we check every caregiver.`,
      ],
    },
    story: {
      heading: "Our story",
      paragraphs: [
        `We started in ${founded} as a small team of nurses in ${mainOffice.city}. Many of us had worked in hospitals and saw patients go home before they or their families were ready.`,
        "So we brought the care home. First a few families in Polk County, then children on ventilators, seniors after a hospital stay and adults learning to live with a new illness.",
        "Families told their friends, and doctors began to call us. Today we have offices across Florida, but we still work the same way: one family at a time, with the same caregivers whenever we can.",
      ],
    },
    stats: {
      heading: "By the numbers",
      items: [
        { key: "years", value: stat.years, label: "years serving Florida" },
        { key: "families", value: stat.families, label: "families cared for" },
        { key: "professionals", value: stat.professionals, label: "nurses, aides and staff" },
        { key: "always", value: "24/7", label: "a real person answers" },
      ],
    },
    values: {
      heading: "Four values that guide every visit",
      intro:
        "Words on a wall mean little. Here is what each value looks like when our caregiver walks through your door.",
      atVisitLabel: "At a visit",
      items: [
        {
          key: "compassion",
          title: "Compassion",
          body: "We treat every person with kindness and patience, on good days and hard ones.",
          atVisit:
            "Your caregiver takes time to listen, explains each step before doing it and never rushes a bath or a meal.",
        },
        {
          key: "trust",
          title: "Trust",
          body: "You let us into your home. We earn that every day by being honest and reliable.",
          atVisit:
            "Your caregiver arrives on time, respects your home and privacy, and tells you the truth about how your loved one is doing.",
        },
        {
          key: "excellence",
          title: "Excellence",
          body: "We follow best practice, keep learning and check our own work.",
          atVisit:
            "Your caregiver follows the care plan and the doctor's orders, writes down what was done, and a nurse supervisor reviews it.",
        },
        {
          key: "family",
          title: "Family",
          body: "We care for your loved one the way we would care for our own, and we treat you as part of the team.",
          atVisit:
            "Your caregiver keeps you informed, asks what your loved one likes, and shows you how to help between visits.",
        },
      ],
    },
    license: {
      heading: "Checked before the first visit",
      paragraphs: [
        "Every nurse holds an active Florida nursing license, every aide has finished home health aide training or holds a Florida CNA certificate, and every caregiver passes a Florida background screening before the first visit. We check licenses and CNA certificates again each year.",
      ],
      linesLabel: anyLine && "Our license, certification and accreditation",
    },
  },
  es: {
    head: {
      title: "Quiénes somos",
      description: `Conozca ${site.name}, agencia de salud en el hogar de Lakeland que cuida a familias de Florida desde ${founded}: nuestra historia y valores.`,
      eyebrow: "Nuestra historia",
      heading: `Acerca de ${site.name}`,
      intro: [
        `${site.name} nació en ${mainOffice.city} en ${founded} con una idea sencilla: las personas se recuperan y viven mejor en casa, cerca de quienes aman. Desde entonces, hemos cuidado a más de ${families} familias en toda Florida.`,
        `Hoy, nuestro equipo de más de ${professionals} enfermeras, auxiliares y cuidadores atiende a niños, adultos y personas mayores. Aquí puede conocer nuestra historia, los cuatro valores que guían cada visita y cómo verificamos a cada cuidador.`,
      ],
    },
    story: {
      heading: "Nuestra historia",
      paragraphs: [
        `Empezamos en ${founded} como un pequeño equipo de enfermeras en ${mainOffice.city}. Muchas habíamos trabajado en hospitales y veíamos a pacientes volver a casa antes de que ellos o sus familias estuvieran listos.`,
        "Así que llevamos el cuidado a casa. Primero a unas pocas familias del condado de Polk; después, a niños con ventilador, a personas mayores que salían del hospital y a adultos que aprendían a vivir con una enfermedad nueva.",
        "Las familias se lo contaron a sus amigos y los médicos empezaron a llamarnos. Hoy tenemos oficinas en varias partes de Florida, pero seguimos trabajando igual: una familia a la vez, con los mismos cuidadores siempre que sea posible.",
      ],
    },
    stats: {
      heading: "En cifras",
      items: [
        { key: "years", value: stat.years, label: "años al servicio de Florida" },
        { key: "families", value: stat.families, label: "familias atendidas" },
        { key: "professionals", value: stat.professionals, label: "enfermeras, auxiliares y personal" },
        { key: "always", value: "24/7", label: "lo atiende una persona real" },
      ],
    },
    values: {
      heading: "Cuatro valores que guían cada visita",
      intro: "Las palabras en una pared dicen poco. Así se ve cada valor cuando nuestro cuidador entra por su puerta.",
      atVisitLabel: "En cada visita",
      items: [
        {
          key: "compassion",
          title: "Compasión",
          body: "Tratamos a cada persona con amabilidad y paciencia, en los días buenos y en los difíciles.",
          atVisit:
            "Su cuidador se toma el tiempo de escuchar, explica cada paso antes de hacerlo y nunca apura un baño ni una comida.",
        },
        {
          key: "trust",
          title: "Confianza",
          body: "Usted nos abre las puertas de su casa. Nos ganamos esa confianza cada día con honestidad y responsabilidad.",
          atVisit:
            "Su cuidador llega a tiempo, respeta su casa y su privacidad, y le dice la verdad sobre cómo está su ser querido.",
        },
        {
          key: "excellence",
          title: "Excelencia",
          body: "Seguimos las mejores prácticas, seguimos aprendiendo y revisamos nuestro propio trabajo.",
          atVisit:
            "Su cuidador sigue el plan de cuidado y las órdenes del médico, anota lo que hizo, y una supervisora de enfermería lo revisa.",
        },
        {
          key: "family",
          title: "Familia",
          body: "Cuidamos a su ser querido como cuidaríamos a los nuestros, y lo tratamos a usted como parte del equipo.",
          atVisit:
            "Su cuidador le cuenta cómo va todo, pregunta qué le gusta a su ser querido y le enseña cómo ayudar entre visitas.",
        },
      ],
    },
    license: {
      heading: "Verificados antes de la primera visita",
      paragraphs: [
        "Cada enfermera tiene una licencia vigente de Florida, cada auxiliar completó su capacitación o tiene un certificado de CNA de Florida, y cada cuidador aprueba una verificación de antecedentes de Florida antes de la primera visita. Volvemos a revisar las licencias y los certificados de CNA cada año.",
      ],
      linesLabel: anyLine && "Nuestra licencia, certificación y acreditación",
    },
  },
} satisfies Bilingual<AboutContent>;
