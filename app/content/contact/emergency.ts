import { site } from "../site";
import type { Bilingual, PageContent } from "../types";

export interface EmergencyContent extends PageContent {
  /** Shown right after the <h1>, before anything else. */
  warning: { heading: string; body: string; callLabel: string };
  hotline: { heading: string; body: string; callLabel: string; note: string };
  triage: {
    heading: string;
    intro: string;
    urgentHeading: string;
    urgent: string[];
    /** Not for the care line and not (yet) 911: act now, then call the doctor or go to the emergency room. */
    doctorHeading: string;
    doctor: string[];
    emergencyHeading: string;
    emergency: string[];
  };
  /** Regions and times come from site.responseTimes; these are the labels around them. */
  response: { heading: string; intro: string; regionLabel: string; timeLabel: string; note: string };
}

/** The promise that care can start the same day (a config fact). */
const sameDay = site.claims.sameDayStart.value;

/** The words of /contact/emergency, English and Spanish side by side. */
export const emergency = {
  en: {
    head: {
      title: "24/7 Urgent Home Care Line",
      description:
        "Urgent home care at any hour in Lakeland, Polk County, Tampa and Miami. See how fast we respond in each area and when to call 911 first.",
      eyebrow: "Contact",
      heading: "24/7 Urgent Home Care Line",
      intro: [
        `Our care line at ${site.phones.emergency.display} is answered 24 hours a day, 365 days a year. Call us when a loved one suddenly needs a nurse or an aide at home, or when care must start quickly after a hospital stay.`,
        "Below you will find what counts as an urgent home-care need, what needs 911 instead, and how quickly our team can reach you in each area we serve.",
      ],
    },
    warning: {
      heading: "Medical emergency? Call 911 now.",
      body: "If someone has chest pain, trouble breathing, signs of a stroke, heavy bleeding, or has fallen and cannot get up, call 911 first. Our care line is not an ambulance.",
      callLabel: "Call 911",
    },
    hotline: {
      heading: "Our 24/7 care line",
      body: `A care coordinator answers every call, day or night, weekends and holidays included. We can send a nurse or aide${sameDay ? ", change a schedule, or start care the same day" : " or change a schedule"}.`,
      callLabel: "Call 24/7",
      note: "Calling about a current patient? Have their name and address ready.",
    },
    triage: {
      heading: "Call us, or call 911?",
      intro: "When you are not sure, call 911. You can call us after.",
      urgentHeading: "Call our 24/7 line for urgent home care",
      urgent: [
        "Your loved one is coming home from the hospital today and needs care",
        "The family caregiver is sick or has to leave suddenly",
        "A scheduled nurse or aide did not arrive",
        "A urinary catheter or a dressing came loose or needs changing, and there is no bleeding, fever or pain",
        "You need more hours of care starting tonight or this weekend",
      ],
      // A gastrostomy opening can start to close within hours once the tube is out (hospital
      // patient leaflets): the family acts at once instead of waiting for a visit.
      doctorHeading: "Do not wait for a home visit: call the doctor or go to the emergency room now",
      doctor: [
        "A feeding tube came out: cover the opening with clean gauze, keep the tube, and call the doctor or go to the emergency room right away. The opening can start to close within hours.",
        "A urinary catheter came out and your loved one cannot pass urine, or there is blood or fever",
      ],
      emergencyHeading: "Call 911 for a medical emergency",
      emergency: [
        "Chest pain or pressure",
        "Trouble breathing, or lips turning blue",
        // Stroke signs as the CDC and the American Stroke Association ("BE FAST") teach them: sudden
        // confusion, or weakness on one side, is a 911 call, never a wait for the care line.
        "Sudden confusion, a drooping face, weakness or numbness on one side, or trouble speaking (signs of a stroke)",
        "A fall with a head injury, or someone who cannot get up",
        "Bleeding that will not stop",
        "Someone who will not wake up, or a seizure that lasts more than 5 minutes",
        "Choking: someone cannot breathe, cough or speak",
        "A severe allergic reaction: swelling of the face, lips or throat, or hives with trouble breathing",
        "A tracheostomy tube that came out or is blocked",
        "A ventilator or oxygen problem you cannot fix right away",
      ],
    },
    response: {
      heading: "How fast we respond",
      intro: "After your call, this is how long it usually takes for a nurse or aide to reach the home:",
      regionLabel: "Area",
      timeLabel: "Typical response time",
      note: "Times depend on traffic and weather. We tell you on the phone when to expect us.",
    },
  },
  es: {
    head: {
      title: "Línea de atención 24/7 para cuidado urgente",
      description:
        "Cuidado urgente en casa a cualquier hora en Lakeland, el condado de Polk, Tampa y Miami. Vea cuánto tardamos en cada área y cuándo llamar primero al 911.",
      eyebrow: "Contacto",
      heading: "Línea de atención 24/7 para cuidado urgente en casa",
      intro: [
        `En nuestra línea de atención, ${site.phones.emergency.display}, le contestamos las 24 horas del día, los 365 días del año. Llámenos cuando un ser querido necesite de repente una enfermera o un auxiliar en casa, o cuando el cuidado deba comenzar pronto después de salir del hospital.`,
        "A continuación verá qué se considera una necesidad urgente de cuidado en casa, cuándo hay que llamar al 911 y cuánto tarda nuestro equipo en llegar a cada área que atendemos.",
      ],
    },
    warning: {
      heading: "¿Es una emergencia médica? Llame al 911 ahora.",
      body: "Si alguien tiene dolor en el pecho, dificultad para respirar, señales de un derrame cerebral, un sangrado fuerte, o se cayó y no puede levantarse, llame primero al 911. Nuestra línea de atención no es una ambulancia.",
      callLabel: "Llame al 911",
    },
    hotline: {
      heading: "Nuestra línea de atención 24/7",
      body: `Un coordinador de cuidado contesta cada llamada, de día o de noche, también los fines de semana y días festivos. Podemos enviar una enfermera o un auxiliar${sameDay ? ", cambiar un horario o comenzar el cuidado el mismo día" : " o cambiar un horario"}.`,
      callLabel: "Llame las 24 horas",
      note: "¿Llama por un paciente actual? Tenga a mano su nombre y dirección.",
    },
    triage: {
      heading: "¿Nos llama a nosotros o al 911?",
      intro: "Si tiene dudas, llame al 911. Después puede llamarnos a nosotros.",
      urgentHeading: "Llame a nuestra línea de atención 24/7 para cuidado urgente en casa",
      urgent: [
        "Su ser querido sale hoy del hospital y necesita cuidado",
        "El cuidador de la familia se enfermó o tiene que irse de repente",
        "La enfermera o el auxiliar programado no llegó",
        "Una sonda urinaria o un vendaje se aflojó o hay que cambiarlo, sin sangrado, fiebre ni dolor",
        "Necesita más horas de cuidado desde esta noche o este fin de semana",
      ],
      doctorHeading: "No espere una visita en casa: llame al médico o vaya ahora a la sala de emergencias",
      doctor: [
        "Se salió una sonda de alimentación: cubra la abertura con una gasa limpia, guarde la sonda y llame al médico o vaya enseguida a la sala de emergencias. La abertura puede empezar a cerrarse en pocas horas.",
        "Se salió una sonda urinaria y su ser querido no puede orinar, o tiene sangre o fiebre",
      ],
      emergencyHeading: "Llame al 911 ante una emergencia médica",
      emergency: [
        "Dolor o presión en el pecho",
        "Dificultad para respirar, o labios que se ponen azules",
        "Confusión repentina, la cara caída, debilidad o adormecimiento de un lado del cuerpo, o dificultad para hablar (señales de un derrame cerebral)",
        "Una caída con golpe en la cabeza, o una persona que no puede levantarse",
        "Un sangrado que no se detiene",
        "Una persona que no despierta, o una convulsión de más de 5 minutos",
        "Una persona que se atraganta y no puede respirar, toser ni hablar",
        "Una reacción alérgica grave: hinchazón de la cara, los labios o la garganta, o ronchas con dificultad para respirar",
        "Una cánula de traqueostomía que se salió o está tapada",
        "Un problema con el ventilador o el oxígeno que no puede resolver de inmediato",
      ],
    },
    response: {
      heading: "Cuánto tardamos en llegar",
      intro: "Después de su llamada, esto es lo que suele tardar una enfermera o un auxiliar en llegar a la casa:",
      regionLabel: "Área",
      timeLabel: "Tiempo habitual de llegada",
      note: "Los tiempos dependen del tráfico y del clima. Por teléfono le decimos cuándo esperarnos.",
    },
  },
} satisfies Bilingual<EmergencyContent>;
