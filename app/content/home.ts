/**
 * Home page copy, both languages. Facts (numbers, phone, insurers) come from ./site.
 * The components in app/components/home/ read exactly these fields; the slideshow's words are
 * in ./home-hero.
 */
import { billsMedicaid, billsMedicare, offer, onlyShownClaims, type RegulatoryId } from "./facts";
import { familyAideProgram, site, type Offer } from "./site";
import type { Bilingual, PageHead } from "./types";
import { homeHero, type HomeHero } from "./home-hero";

export interface HomeContent {
  head: PageHead;
  hero: HomeHero;
  trust: {
    heading: string;
    intro: string;
    stats: { families: string; rating: string; years: string; always: string };
    /** `fact`: the regulatory fact the card claims; the card is left off while that fact is a sample. */
    certifications: { fact: RegulatoryId | null; title: string; body: string }[];
    /** The home banner of one offer (site.offers): hidden once the offer has ended. */
    special: { offer: Offer["id"]; badge: string; heading: string; body: string; cta: string };
  };
  services: {
    eyebrow: string;
    heading: string;
    intro: string;
    main: { title: string; subtitle: string; body: string; features: string[]; cta: string }[];
    ageHeading: string;
    ageGroups: { title: string; ages: string; body: string; cta: string }[];
  };
  insurance: {
    heading: string;
    body: string;
    insurersHeading: string;
    assessmentHeading: string;
    assessmentBody: string;
    cta: string;
  };
  family: {
    eyebrow: string;
    heading: string;
    intro: string;
    benefitsHeading: string;
    benefits: string[];
    eligibilityHeading: string;
    eligibility: string[];
    cta: string;
  };
  social: {
    heading: string;
    intro: string;
    links: Record<"reviews" | "directions" | "facebook" | "instagram", { label: string; description: string }>;
  };
}

/** The offer of the home page's banner (its numbers from the config). */
const companion = offer("companion-first-week");
const familiesEn = `${site.claims.families.value.toLocaleString("en-US")}+`;
const familiesEs = site.claims.families.value.toLocaleString("es-US");
const { trainingHours, underAge } = familyAideProgram;
/** Whether the home page may say the agency bills both programs (each a regulatory fact, real or not). */
const billsBoth = billsMedicare && billsMedicaid;

export const home = {
  en: {
    head: {
      title: "Home Health Care in Lakeland, FL",
      description: `Private duty nursing, personal care and companion care at home in Lakeland, FL. Trusted by ${familiesEn} families. Free assessment.`,
      eyebrow: "Home health care in Lakeland, Florida",
      heading: "Compassionate home health care in Lakeland and across Florida",
      intro: [
        `At ${site.name}, skilled nurses and caring aides look after your loved one at home, day or night. ${billsMedicare ? "We accept Medicare and most insurance" : "We work with many insurance plans and check your coverage for you"}, and your first assessment is free.`,
      ],
    },
    hero: homeHero.en,
    trust: {
      heading: "Families across Florida trust us",
      intro:
        "We care for every person as we would care for our own family, and we hold ourselves to high standards in every home.",
      stats: {
        families: "families served",
        rating: "average rating",
        years: "years serving Florida",
        always: "care available",
      },
      certifications: onlyShownClaims([
        {
          fact: "license",
          title: "Licensed in Florida",
          body: "We are a home health agency licensed by the State of Florida.",
        },
        {
          fact: null,
          title: "Background checked",
          body: "Every caregiver passes a background screening, and we verify every license and certificate.",
        },
        {
          fact: "medicare",
          title: "Medicare certified",
          body: "We accept Medicare and most insurance plans.",
        },
      ]),
      special: {
        offer: "companion-first-week",
        badge: "Limited time",
        heading: "New patient special",
        body: `New clients who pay for care themselves save ${companion.percentOff}% on their first week of companion care, in shifts of at least ${companion.minShiftHours} hours. Not open to people enrolled in Medicare or Medicaid.`,
        cta: "See all specials",
      },
    },
    services: {
      eyebrow: "Our services",
      heading: "Skilled care and everyday help at home",
      intro: "From nursing care to help with bathing and meals, we build a care plan around your loved one's needs.",
      main: [
        {
          title: "Private Duty Nursing",
          subtitle: "Licensed RN and LPN care",
          body: "Registered nurses and licensed practical nurses give medical care at home, up to 24 hours a day. It is a good fit for chronic illness, recovery after surgery and complex medical needs.",
          features: [
            "Nursing care up to 24 hours a day",
            "Medication management",
            "Wound and ostomy care",
            "Support after a hospital stay",
          ],
          cta: "Learn about private duty nursing",
        },
        {
          title: "Personal Care",
          subtitle: "Trained home health aides and certified nursing assistants",
          body: "Home health aides (HHA) and certified nursing assistants (CNA) help with everyday tasks, so your loved one can live safely and with dignity at home.",
          features: [
            "Help with bathing, dressing and grooming",
            "Meal preparation and help with eating",
            "Safe help with moving and walking",
            "Companion care and light housekeeping",
          ],
          cta: "Learn about personal care",
        },
      ],
      ageHeading: "Care for every age",
      ageGroups: [
        {
          title: "Pediatric care",
          ages: `Birth to age ${underAge - 1}`,
          body: "Nursing and care at home for medically fragile children, close to their family.",
          cta: "Pediatric home care",
        },
        {
          title: "Adult medical care",
          ages: `Adults ${underAge}–64`,
          body: "Skilled care for chronic illness, disability or recovery after surgery.",
          cta: "Adult medical care at home",
        },
        {
          title: "Senior care",
          ages: "65 and older",
          body: "Help to stay safe and independent at home, including dementia care and respite care for families.",
          cta: "Senior care services",
        },
      ],
    },
    insurance: {
      heading: billsMedicare ? "We accept most insurance and Medicare" : "Insurance and other ways to pay",
      body: billsBoth
        ? "Medicare, Medicaid and many private plans can help pay for home health care. Before care begins, our team reviews your benefits and tells you what your plan is expected to pay and what you may owe."
        : "Medicare and Medicaid pay for home health care only through an agency they have approved, and many private plans help pay too. Before care begins, we check your coverage, tell you honestly whether we can bill it, and explain in writing what you may owe.",
      insurersHeading: "Some of the plans we work with",
      assessmentHeading: "Free assessment and consultation",
      assessmentBody:
        "We meet with you at home, at no cost, to learn about your loved one's needs and build a care plan together. There is no obligation.",
      cta: "Questions about insurance and billing?",
    },
    // Florida's home health aide for medically fragile children program: s. 400.4765, F.S., as
    // amended by ch. 2025-171, Laws of Fla. Florida Medicaid pays a family aide only for a child
    // under 21 who receives private duty nursing. Adults are not eligible; their paid family care
    // goes through Medicaid Long-Term Care.
    family: {
      eyebrow: "Home Health Aide for Medically Fragile Children Program",
      heading: "Get paid to help care for a medically fragile child at home",
      intro: `If your child or a young relative is under ${underAge}, has Medicaid and qualifies for private duty nursing, you may be able to become their paid home health aide. Florida's program for medically fragile children, also called the family home health aide program, lets us train you and employ you. It is not for adults: call us and we will tell you where to turn.`,
      benefitsHeading: "Program benefits",
      benefits: [
        `Free approved training of at least ${trainingHours} hours`,
        "Paid work as your relative's home health aide, employed by our agency",
        "Care from someone the child knows and trusts",
        "Support from our nurses and care team",
        "A care plan built around your family",
      ],
      eligibilityHeading: "Who can join?",
      eligibility: [
        `Your relative is under ${underAge}, has Medicaid and qualifies for private duty nursing`,
        "Because of an illness or disability, they cannot safely live on their own",
        "You are a family member, 18 or older, and can complete the training, a background check and CPR certification",
        "Not sure? Call us and we will check eligibility for free",
      ],
      cta: "Ask if your family qualifies",
    },
    social: {
      heading: "Stay connected",
      intro: "Read what families say and find your way to our Lakeland office.",
      links: {
        reviews: {
          label: "Read our reviews",
          description: `See what families say about the care they receive from ${site.shortName}.`,
        },
        directions: {
          label: "Get directions",
          description: "Find the way to our Lakeland office.",
        },
        facebook: {
          label: "Follow us on Facebook",
          description: "News, events and care tips for families.",
        },
        instagram: {
          label: "Follow us on Instagram",
          description: "Photos and stories from our care team.",
        },
      },
    },
  },
  es: {
    head: {
      title: "Cuidado de salud en el hogar en Lakeland, FL",
      description: `Enfermería privada, cuidado personal y compañía en casa en Lakeland, FL. Más de ${familiesEs} familias confían en nosotros. Evaluación gratuita.`,
      eyebrow: "Cuidado de salud en el hogar en Lakeland, Florida",
      heading: "Cuidado de salud en el hogar con compasión, en Lakeland y en toda Florida",
      intro: [
        `En ${site.name}, enfermeras capacitadas y auxiliares atentos cuidan a su ser querido en casa, de día o de noche. ${billsMedicare ? "Aceptamos Medicare y la mayoría de los seguros" : "Trabajamos con muchos planes de seguro y revisamos su cobertura por usted"}, y la primera evaluación es gratuita.`,
      ],
    },
    hero: homeHero.es,
    trust: {
      heading: "Familias de toda Florida confían en nosotros",
      intro:
        "Cuidamos a cada persona como si fuera parte de nuestra familia, con altos estándares de calidad en cada hogar.",
      stats: {
        families: "familias atendidas",
        rating: "calificación promedio",
        years: "años al servicio de Florida",
        always: "atención disponible",
      },
      certifications: onlyShownClaims([
        {
          fact: "license",
          title: "Con licencia en Florida",
          body: "Somos una agencia de salud en el hogar con licencia del estado de Florida.",
        },
        {
          fact: null,
          title: "Verificación de antecedentes",
          body: "Todos nuestros cuidadores pasan una verificación de antecedentes, y confirmamos cada licencia y certificado.",
        },
        {
          fact: "medicare",
          title: "Certificada por Medicare",
          body: "Aceptamos Medicare y la mayoría de los planes de seguro.",
        },
      ]),
      special: {
        offer: "companion-first-week",
        badge: "Por tiempo limitado",
        heading: "Oferta para clientes nuevos",
        body: `Los clientes nuevos que pagan el cuidado por su cuenta ahorran un ${companion.percentOff}% en su primera semana de compañía en casa, en turnos de por lo menos ${companion.minShiftHours} horas. No es para personas inscritas en Medicare o Medicaid.`,
        cta: "Ver todas las ofertas",
      },
    },
    services: {
      eyebrow: "Nuestros servicios",
      heading: "Atención especializada y ayuda diaria en casa",
      intro:
        "Desde la enfermería hasta la ayuda para bañarse y comer, preparamos un plan de cuidado según las necesidades de su ser querido.",
      main: [
        {
          title: "Enfermería privada",
          subtitle: "Enfermeras RN y LPN con licencia",
          body: "Enfermeras registradas (RN) y enfermeras prácticas con licencia (LPN) brindan atención médica en casa, hasta 24 horas al día. Es ideal para enfermedades crónicas, la recuperación después de una cirugía y necesidades médicas complejas.",
          features: [
            "Enfermería hasta 24 horas al día",
            "Manejo de medicamentos",
            "Cuidado de heridas y ostomías",
            "Apoyo después de una hospitalización",
          ],
          cta: "Conozca la enfermería privada",
        },
        {
          title: "Cuidado personal",
          subtitle: "Auxiliares capacitados y asistentes de enfermería certificados",
          body: "Auxiliares de salud en el hogar (HHA) y asistentes de enfermería certificados (CNA) ayudan con las tareas diarias, para que su ser querido viva en casa con seguridad y dignidad.",
          features: [
            "Ayuda para bañarse, vestirse y arreglarse",
            "Preparación de comidas y ayuda para comer",
            "Apoyo seguro para moverse y caminar",
            "Compañía en casa y tareas ligeras del hogar",
          ],
          cta: "Conozca el cuidado personal",
        },
      ],
      ageHeading: "Cuidado para cada edad",
      ageGroups: [
        {
          title: "Cuidado pediátrico",
          ages: `Desde el nacimiento hasta los ${underAge - 1} años`,
          body: "Enfermería y cuidado en casa para niños con necesidades médicas complejas, cerca de su familia.",
          cta: "Cuidado pediátrico en el hogar",
        },
        {
          title: "Atención médica para adultos",
          ages: `Adultos de ${underAge} a 64 años`,
          body: "Atención especializada para enfermedades crónicas, discapacidades o la recuperación después de una cirugía.",
          cta: "Atención médica para adultos en casa",
        },
        {
          title: "Cuidado de personas mayores",
          ages: "65 años o más",
          body: "Ayuda para vivir en casa de forma segura e independiente, con cuidado para personas con demencia y cuidado de relevo para la familia.",
          cta: "Servicios para personas mayores",
        },
      ],
    },
    insurance: {
      heading: billsMedicare ? "Aceptamos la mayoría de los seguros y Medicare" : "Seguros y otras formas de pago",
      body: billsBoth
        ? "Medicare, Medicaid y muchos planes privados pueden ayudar a pagar el cuidado de salud en el hogar. Antes de comenzar, nuestro equipo revisa sus beneficios y le dice cuánto se espera que pague su plan y cuánto podría pagar usted."
        : "Medicare y Medicaid solo pagan el cuidado de salud en el hogar a través de una agencia que ellos aprobaron, y muchos planes privados también ayudan a pagarlo. Antes de comenzar, revisamos su cobertura, le decimos con franqueza si podemos facturarla y le explicamos por escrito cuánto podría pagar usted.",
      insurersHeading: "Algunos de los planes con los que trabajamos",
      assessmentHeading: "Evaluación gratuita en casa",
      assessmentBody:
        "Nos reunimos con usted en su casa, sin costo, para conocer las necesidades de su ser querido y preparar juntos un plan de cuidado. No hay ningún compromiso.",
      cta: "¿Tiene preguntas sobre seguros y facturación?",
    },
    family: {
      eyebrow: "Programa de auxiliares de salud en el hogar para niños médicamente frágiles",
      heading: "Reciba un pago por ayudar a cuidar en casa a un niño con necesidades médicas complejas",
      intro: `Si su hijo o un familiar joven es menor de ${underAge} años, tiene Medicaid y califica para enfermería privada, usted podría ser su auxiliar de salud en el hogar y recibir un pago. El programa de Florida para niños médicamente frágiles, también llamado programa de auxiliares familiares, nos permite capacitarlo y contratarlo. No es para adultos: llámenos y le diremos adónde acudir.`,
      benefitsHeading: "Beneficios del programa",
      benefits: [
        `Capacitación aprobada y gratuita de por lo menos ${trainingHours} horas`,
        "Un trabajo pagado con nuestra agencia, como auxiliar de salud de su familiar",
        "El niño recibe atención de alguien que conoce y en quien confía",
        "Apoyo de nuestras enfermeras y de nuestro equipo de cuidado",
        "Un plan de cuidado hecho a la medida de su familia",
      ],
      eligibilityHeading: "¿Quién puede participar?",
      eligibility: [
        `Su familiar es menor de ${underAge} años, tiene Medicaid y califica para enfermería privada`,
        "Por una enfermedad o una discapacidad, no puede vivir solo de forma segura",
        "Usted es un familiar de 18 años o más y puede completar la capacitación, una verificación de antecedentes y la certificación de RCP",
        "¿No está seguro? Llámenos y revisamos su elegibilidad sin costo",
      ],
      cta: "Pregunte si su familia califica",
    },
    social: {
      heading: "Manténgase en contacto",
      intro: "Lea lo que dicen las familias y vea cómo llegar a nuestra oficina de Lakeland.",
      links: {
        reviews: {
          label: "Lea las opiniones de las familias",
          description: `Vea lo que dicen las familias sobre el cuidado que reciben de ${site.shortName}.`,
        },
        directions: {
          label: "Cómo llegar",
          description: "Vea cómo llegar a nuestra oficina de Lakeland.",
        },
        facebook: {
          label: "Síganos en Facebook",
          description: "Noticias, eventos y consejos de cuidado para familias.",
        },
        instagram: {
          label: "Síganos en Instagram",
          description: "Fotos e historias de nuestro equipo de cuidado.",
        },
      },
    },
  },
} satisfies Bilingual<HomeContent>;
