import { site } from "./site";
import type { Bilingual } from "./types";

/**
 * The four open positions of /careers, both languages (part of ./careers.ts). Which ones exist
 * and their employment types and posting dates are facts of the config (site.jobs); the JobPosting
 * structured data (app/lib/structured-data/job-posting.ts) is built from the same words.
 */
export type PositionId = (typeof site.jobs.positions)[number]["id"];
export type EmploymentType = (typeof site.jobs.positions)[number]["employmentType"][number];

export interface Position {
  id: PositionId;
  title: string;
  department: string;
  /** One or two sentences: what the job is. Also the start of the JobPosting description. */
  summary: string;
  requirements: string[];
  responsibilities: string[];
}

export interface PositionsContent {
  heading: string;
  intro: string;
  typeLabel: string;
  departmentLabel: string;
  /** How each employment type of the config reads: "Full-time". Joined with " / ". */
  employmentTypes: Record<EmploymentType, string>;
  requirementsHeading: string;
  responsibilitiesHeading: string;
  apply: string;
  /** "{title}" is replaced: the Apply link's accessible name. */
  applyFor: string;
  items: Position[];
}

const checkEn = "Pass a Level 2 background screening, as Florida requires for home health staff";
const checkEs = "Aprobar la verificación de antecedentes de nivel 2 que Florida exige al personal de salud en el hogar";
const driveEn = "A valid driver's license, a reliable car and auto insurance";
const driveEs = "Licencia de conducir vigente, un auto confiable y seguro de auto";

export const positions = {
  en: {
    heading: "Open positions",
    intro:
      "We are hiring across our Florida service areas. Choose a position and tap Apply: the short form takes about three minutes on a phone.",
    typeLabel: "Type",
    departmentLabel: "Department",
    employmentTypes: { FULL_TIME: "Full-time", PART_TIME: "Part-time" },
    requirementsHeading: "What you need",
    responsibilitiesHeading: "What you will do",
    apply: "Apply",
    applyFor: "Apply for {title}",
    items: [
      {
        id: "registered-nurse",
        title: "Registered Nurse (RN)",
        department: "Private Duty Nursing",
        summary:
          "Give skilled nursing care to children, adults and seniors in their homes, with steady patients and a nurse supervisor on call 24/7.",
        requirements: [
          "An active Florida RN license, or a multistate (compact) RN license",
          "At least 1 year of clinical experience; home health experience is a plus",
          "Current CPR / BLS certification",
          driveEn,
          checkEn,
        ],
        responsibilities: [
          "Assess patients and follow the doctor's plan of care",
          "Give medications and treatments, including wound care",
          "Teach patients and families how to manage care at home",
          "Work with doctors, therapists and our care coordinators",
          "Write clear, accurate visit notes",
        ],
      },
      {
        id: "licensed-practical-nurse",
        title: "Licensed Practical Nurse (LPN)",
        department: "Private Duty Nursing",
        summary:
          "Care for one patient at a time in private duty shifts, often children with complex medical needs or adults after a hospital stay.",
        requirements: [
          "An active Florida LPN license, or a multistate (compact) LPN license",
          "At least 1 year of experience preferred; pediatric, tracheostomy or ventilator experience is a plus",
          "Current CPR / BLS certification",
          driveEn,
          checkEn,
        ],
        responsibilities: [
          "Give nursing care during private duty shifts, under an RN's supervision",
          "Give medications and tube feedings, and care for trachs and ventilators when trained",
          "Watch for changes in the patient's health and report them right away",
          "Help the family feel confident with the care plan",
          "Write clear, accurate shift notes",
        ],
      },
      {
        id: "physical-therapist",
        title: "Physical Therapist (PT)",
        department: "Therapy Services",
        summary:
          "Help patients move safely and get stronger at home after surgery, illness or a fall, with a caseload close to where you live.",
        requirements: [
          "An active Florida physical therapist license",
          "A degree from an accredited physical therapy program (DPT preferred)",
          "Home health experience preferred; new graduates are welcome to apply",
          "Current CPR / BLS certification",
          driveEn,
          checkEn,
        ],
        responsibilities: [
          "Evaluate patients at home and write their therapy plan",
          "Lead exercises for strength, balance and walking",
          "Check homes for fall risks and suggest simple changes",
          "Teach patients and families a home exercise program",
          "Work with our nurses and write clear visit notes",
        ],
      },
      {
        id: "home-health-aide",
        title: "Home Health Aide (HHA)",
        department: "Personal Care",
        summary:
          "Help people with daily life at home: bathing, dressing, meals and friendly company, so they can live safely and with dignity.",
        requirements: [
          "A Florida home health aide (HHA) certificate or a certified nursing assistant (CNA) license",
          "Experience caring for others, at work or in your own family",
          "Current CPR certification, or willing to get it (we help)",
          "Reliable transportation",
          checkEn,
        ],
        responsibilities: [
          "Help with bathing, dressing, grooming and using the bathroom",
          "Prepare meals and help with eating",
          "Help patients move and walk safely",
          "Do light housekeeping and laundry",
          "Keep patients company and tell the nurse about any change",
        ],
      },
    ],
  },
  es: {
    heading: "Vacantes",
    intro:
      "Estamos contratando en nuestras áreas de servicio en Florida. Elija una vacante y toque Postularse: el formulario es corto y toma unos tres minutos desde el teléfono.",
    typeLabel: "Tipo",
    departmentLabel: "Departamento",
    employmentTypes: { FULL_TIME: "Tiempo completo", PART_TIME: "Medio tiempo" },
    requirementsHeading: "Lo que necesita",
    responsibilitiesHeading: "Lo que hará",
    apply: "Postularse",
    applyFor: "Postularse para {title}",
    items: [
      {
        id: "registered-nurse",
        title: "Enfermero(a) registrado(a) (RN)",
        department: "Enfermería privada",
        summary:
          "Brinde cuidado de enfermería especializado a niños, adultos y personas mayores en sus hogares, con pacientes estables y una supervisora de enfermería disponible las 24 horas.",
        requirements: [
          "Licencia de RN vigente en Florida o licencia multiestatal (compact)",
          "Por lo menos 1 año de experiencia clínica; la experiencia en salud en el hogar es una ventaja",
          "Certificación de RCP / BLS vigente",
          driveEs,
          checkEs,
        ],
        responsibilities: [
          "Evaluar a los pacientes y seguir el plan de cuidado del médico",
          "Administrar medicamentos y tratamientos, incluido el cuidado de heridas",
          "Enseñar a pacientes y familias a manejar el cuidado en casa",
          "Trabajar con médicos, terapeutas y nuestros coordinadores de cuidado",
          "Escribir notas de visita claras y precisas",
        ],
      },
      {
        id: "licensed-practical-nurse",
        title: "Enfermero(a) práctico(a) con licencia (LPN)",
        department: "Enfermería privada",
        summary:
          "Cuide a un paciente a la vez en turnos de enfermería privada, con frecuencia niños con necesidades médicas complejas o adultos que salen del hospital.",
        requirements: [
          "Licencia de LPN vigente en Florida o licencia multiestatal (compact)",
          "De preferencia, por lo menos 1 año de experiencia; la experiencia pediátrica, con traqueostomía o ventilador es una ventaja",
          "Certificación de RCP / BLS vigente",
          driveEs,
          checkEs,
        ],
        responsibilities: [
          "Brindar cuidado de enfermería en turnos privados, bajo la supervisión de una RN",
          "Administrar medicamentos y alimentación por sonda, y cuidar traqueostomías y ventiladores con la capacitación adecuada",
          "Observar cambios en la salud del paciente e informarlos de inmediato",
          "Ayudar a la familia a sentirse segura con el plan de cuidado",
          "Escribir notas de turno claras y precisas",
        ],
      },
      {
        id: "physical-therapist",
        title: "Fisioterapeuta (PT)",
        department: "Servicios de terapia",
        summary:
          "Ayude a los pacientes a moverse con seguridad y a fortalecerse en casa después de una cirugía, una enfermedad o una caída, con pacientes cerca de donde usted vive.",
        requirements: [
          "Licencia de fisioterapeuta vigente en Florida",
          "Título de un programa de fisioterapia acreditado (de preferencia, DPT)",
          "De preferencia, experiencia en salud en el hogar; los recién graduados también pueden postularse",
          "Certificación de RCP / BLS vigente",
          driveEs,
          checkEs,
        ],
        responsibilities: [
          "Evaluar a los pacientes en casa y preparar su plan de terapia",
          "Dirigir ejercicios de fuerza, equilibrio y marcha",
          "Revisar el hogar para detectar riesgos de caídas y sugerir cambios sencillos",
          "Enseñar a pacientes y familias un programa de ejercicios en casa",
          "Trabajar con nuestras enfermeras y escribir notas de visita claras",
        ],
      },
      {
        id: "home-health-aide",
        title: "Auxiliar de salud en el hogar (HHA)",
        department: "Cuidado personal",
        summary:
          "Ayude a las personas en su vida diaria en casa: a bañarse, vestirse y comer, con una compañía amable, para que vivan con seguridad y dignidad.",
        requirements: [
          "Certificado de auxiliar de salud en el hogar (HHA) de Florida o licencia de asistente de enfermería certificado (CNA)",
          "Experiencia cuidando a otras personas, en el trabajo o en su propia familia",
          "Certificación de RCP vigente, o disposición para obtenerla (le ayudamos)",
          "Transporte confiable",
          checkEs,
        ],
        responsibilities: [
          "Ayudar a los pacientes a bañarse, vestirse, arreglarse y usar el baño",
          "Preparar comidas y ayudar a comer",
          "Ayudar a los pacientes a moverse y caminar con seguridad",
          "Hacer limpieza ligera y lavar la ropa",
          "Hacer compañía a los pacientes e informar a la enfermera de cualquier cambio",
        ],
      },
    ],
  },
} satisfies Bilingual<PositionsContent>;
