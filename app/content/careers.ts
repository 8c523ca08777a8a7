import { families, professionals, regulatoryShown } from "./facts";
import { positions, type PositionsContent } from "./careers-positions";
import { application, type ApplicationContent } from "./careers-application";
import teamWords from "virtual:content/team/words";
import { site } from "./site";
import type { Lang } from "~/i18n/lang";
import type { Bilingual, PageContent } from "./types";

export type BenefitId = "pay" | "schedule" | "health" | "time-off" | "growth";
export type ReasonId = "families" | "support" | "close" | "respect";
export type TeamMemberId = (typeof site.testimonials.team)[number]["id"];

/** A team member's quote; the name, the stars and the original language come from the config (site.testimonials.team). */
export interface TeamQuote {
  id: TeamMemberId;
  name: string;
  role: string;
  quote: string;
  rating: number;
  translated: boolean;
}

/** The team quotes in `lang` (app/content/data/team/), with their facts from the config. */
function teamQuotes(lang: Lang): TeamQuote[] {
  return site.testimonials.team.map(({ id, name, rating, writtenIn }) => ({
    id,
    name,
    ...teamWords[lang][id]!,
    rating,
    translated: writtenIn !== lang,
  }));
}

export interface CareersContent extends PageContent {
  heroLinks: { positions: string; benefits: string };
  why: { heading: string; intro: string; items: { id: ReasonId; title: string; body: string }[] };
  benefits: { heading: string; intro: string; items: { id: BenefitId; title: string; body: string }[] };
  positions: PositionsContent;
  team: {
    heading: string;
    intro: string;
    /** "{rating}" is replaced: what a screen reader hears for the stars. */
    starsLabel: string;
    /** The note on a quote shown in the other language than the one it was said in. */
    translated: string;
    items: TeamQuote[];
  };
  process: { heading: string; intro: string; steps: { title: string; body: string }[] };
  /** The company's Pennsylvania staffing license: null (no words on the page) while it is a sample in the config. */
  staffing: { heading: string; paragraphs: string[] } | null;
  application: ApplicationContent;
  closing: { heading: string; body: string; submit: string; schedule: string; email: string; careLink: string };
}

/** The staffing words, or null while the Pennsylvania license is a sample in the config. */
const whenLicensed = <T>(words: T): T | null => (regulatoryShown("pennsylvaniaStaffing") ? words : null);

/** The words of /careers, English and Spanish side by side. */
export const careers = {
  en: {
    head: {
      title: "Careers",
      description:
        "Home health care jobs in Lakeland and across Florida for registered nurses, LPNs, physical therapists and home health aides. See benefits and apply.",
      eyebrow: "Careers",
      heading: "Join Our Caring Team",
      intro: [
        `We are hiring registered nurses (RNs), licensed practical nurses (LPNs), physical therapists and home health aides who want to make a difference, one home at a time. Join a team of ${professionals}+ professionals who have cared for more than ${families} Florida families.`,
        "Here you will find our open positions, our benefits, words from our team and our four-step hiring process. You can apply from your phone in about three minutes.",
      ],
    },
    heroLinks: { positions: "See open positions", benefits: "Our benefits" },
    why: {
      heading: "Why work with us",
      intro: "Home care is personal. We built a place where caregivers have the time and support to do it well.",
      items: [
        {
          id: "families",
          title: "Time for each patient",
          body: "You care for one patient at a time, with the same families week after week. No rushing from room to room.",
        },
        {
          id: "support",
          title: "Support day and night",
          body: "A nurse supervisor is on call 24 hours a day. You are never alone with a hard question.",
        },
        {
          id: "close",
          title: "Work close to home",
          body: "We match you with patients near where you live, across Polk County, Tampa Bay, Miami-Dade and more.",
        },
        {
          id: "respect",
          title: "A team that listens",
          body: "We ask for your ideas, we say thank you, and we speak English and Spanish.",
        },
      ],
    },
    benefits: {
      heading: "Benefits",
      intro: "We take care of the people who take care of our families.",
      items: [
        {
          id: "pay",
          title: "Competitive weekly pay",
          body: "Paid every week, with extra pay for nights, weekends and holidays.",
        },
        {
          id: "schedule",
          title: "Flexible schedules",
          body: "Full-time, part-time or per diem. Tell us the hours that fit your life.",
        },
        {
          id: "health",
          title: "Health, dental and vision",
          body: "Insurance plans for full-time team members and their families.",
        },
        { id: "time-off", title: "Paid time off", body: "Paid time off that grows with every year you stay with us." },
        {
          id: "growth",
          title: "Training and growth",
          body: "Free continuing education, CPR renewal and help to grow from aide to nurse.",
        },
      ],
    },
    positions: positions.en,
    team: {
      heading: "What our team says",
      intro: "Hear from the nurses and aides who care for our families every day.",
      starsLabel: "{rating} out of 5 stars",
      translated: "Translated from Spanish",
      items: teamQuotes("en"),
    },
    process: {
      heading: "How hiring works",
      intro: "Four simple steps. Most people start work within two to three weeks.",
      steps: [
        { title: "Apply", body: "Send the short form on this page, or call us. It takes about three minutes." },
        {
          title: "Phone interview",
          body: "Our recruiter calls you within two business days for a short, friendly talk.",
        },
        {
          title: "Interview and checks",
          body: "Meet the team. We verify your license, CNA certificate or aide training, and complete the background screening Florida requires.",
        },
        {
          title: "Orientation and first patient",
          body: "Paid orientation, then we match you with a patient near you and introduce you to the family.",
        },
      ],
    },
    staffing: whenLicensed({
      heading: "Pennsylvania staffing",
      paragraphs: [
        "Besides our Florida home health agency, our company also holds a Pennsylvania license to place healthcare workers with care providers there (staffing).",
        "What this means for you: the positions on this page are in Florida and need a Florida license, a Florida CNA certificate or, for aides, completed home health aide training. If you are licensed in Pennsylvania and would like to work there, choose Pennsylvania in the form and we will tell you what is open.",
      ],
    }),
    application: application.en,
    closing: {
      heading: "Ready to make a difference?",
      body: "Apply in a few minutes, or call us to talk about the job first. We are glad to answer your questions.",
      submit: "Submit Application",
      schedule: "Schedule a Call",
      email: "Or e-mail us at",
      careLink: "Looking for care for a loved one? Request a free assessment",
    },
  },
  es: {
    head: {
      title: "Empleos",
      description:
        "Empleos de salud en el hogar en Lakeland y toda Florida para enfermeras RN y LPN, fisioterapeutas y auxiliares HHA. Vea los beneficios y postúlese.",
      eyebrow: "Trabaje con nosotros",
      heading: "Únase a nuestro equipo de cuidado",
      intro: [
        `Buscamos enfermeras registradas (RN), enfermeras prácticas con licencia (LPN), fisioterapeutas y auxiliares de salud en el hogar que quieran marcar la diferencia, hogar por hogar. Únase a un equipo de más de ${professionals} profesionales que ha cuidado a más de ${families} familias de Florida.`,
        "Aquí encontrará nuestras vacantes, nuestros beneficios, testimonios de nuestro equipo y nuestro proceso de contratación en cuatro pasos. Puede postularse desde su teléfono en unos tres minutos.",
      ],
    },
    heroLinks: { positions: "Ver las vacantes", benefits: "Nuestros beneficios" },
    why: {
      heading: "Por qué trabajar con nosotros",
      intro:
        "El cuidado en casa es algo personal. Creamos un lugar donde los cuidadores tienen el tiempo y el apoyo para hacerlo bien.",
      items: [
        {
          id: "families",
          title: "Tiempo para cada paciente",
          body: "Usted cuida a un paciente a la vez, con las mismas familias semana tras semana. Sin correr de un cuarto a otro.",
        },
        {
          id: "support",
          title: "Apoyo de día y de noche",
          body: "Una supervisora de enfermería está disponible las 24 horas. Siempre tendrá a quién consultar una pregunta difícil.",
        },
        {
          id: "close",
          title: "Trabaje cerca de casa",
          body: "Le asignamos pacientes cerca de donde vive, en el condado de Polk, Tampa Bay, Miami-Dade y otras zonas.",
        },
        {
          id: "respect",
          title: "Un equipo que escucha",
          body: "Pedimos sus ideas, le damos las gracias y hablamos inglés y español.",
        },
      ],
    },
    benefits: {
      heading: "Beneficios",
      intro: "Cuidamos a las personas que cuidan a nuestras familias.",
      items: [
        {
          id: "pay",
          title: "Pago semanal competitivo",
          body: "Reciba su pago cada semana, con una tarifa más alta por noches, fines de semana y días festivos.",
        },
        {
          id: "schedule",
          title: "Horarios flexibles",
          body: "Tiempo completo, medio tiempo o por día. Díganos qué horario se ajusta a su vida.",
        },
        {
          id: "health",
          title: "Seguro médico, dental y de la vista",
          body: "Planes de seguro para los miembros del equipo a tiempo completo y sus familias.",
        },
        {
          id: "time-off",
          title: "Tiempo libre pagado",
          body: "Días libres pagados que aumentan con cada año que trabaja con nosotros.",
        },
        {
          id: "growth",
          title: "Capacitación y crecimiento",
          body: "Educación continua gratuita, renovación de RCP y apoyo para pasar de auxiliar a enfermera.",
        },
      ],
    },
    positions: positions.es,
    team: {
      heading: "Lo que dice nuestro equipo",
      intro: "Escuche a las enfermeras y auxiliares que cuidan a nuestras familias todos los días.",
      starsLabel: "{rating} de 5 estrellas",
      translated: "Traducido del inglés",
      items: teamQuotes("es"),
    },
    process: {
      heading: "Cómo es el proceso de contratación",
      intro: "Cuatro pasos sencillos. La mayoría de las personas comienza a trabajar en dos o tres semanas.",
      steps: [
        { title: "Postúlese", body: "Envíe el formulario corto de esta página o llámenos. Toma unos tres minutos." },
        {
          title: "Entrevista por teléfono",
          body: "Nuestro equipo de selección lo llama en un plazo de dos días hábiles para una conversación breve y amable.",
        },
        {
          title: "Entrevista y verificaciones",
          body: "Conozca al equipo. Verificamos su licencia, su certificado de CNA o su capacitación de auxiliar, y completamos la verificación de antecedentes que exige Florida.",
        },
        {
          title: "Orientación y primer paciente",
          body: "Orientación pagada; luego le asignamos un paciente cerca de usted y le presentamos a la familia.",
        },
      ],
    },
    staffing: whenLicensed({
      heading: "Servicio de personal en Pensilvania",
      paragraphs: [
        "Además de nuestra agencia de salud en el hogar en Florida, nuestra empresa tiene una licencia de Pensilvania para ubicar a trabajadores de la salud con proveedores de cuidado de ese estado (servicio de personal).",
        "Qué significa para usted: las vacantes de esta página son en Florida y requieren una licencia de Florida, un certificado de CNA de Florida o, para los auxiliares, la capacitación de auxiliar completa. Si tiene licencia en Pensilvania y desea trabajar allí, elija Pensilvania en el formulario y le diremos qué vacantes hay.",
      ],
    }),
    application: application.es,
    closing: {
      heading: "¿Quiere marcar la diferencia?",
      body: "Postúlese en pocos minutos o llámenos para hablar primero sobre el trabajo. Con gusto respondemos sus preguntas.",
      submit: "Enviar solicitud",
      schedule: "Programar una llamada",
      email: "O escríbanos a",
      careLink: "¿Busca cuidado para un ser querido? Solicite una evaluación gratuita",
    },
  },
} satisfies Bilingual<CareersContent>;
