import { site } from "./site";
import { formErrors, type FormErrorWords } from "./form-errors";
import { bestTimeOptions } from "./form-options";
import {
  homeboundOptions,
  patientLanguageOptions,
  payerOptions,
  referralServiceOptions,
  referrerRoleOptions,
} from "./referral-options";
import type { Bilingual } from "./types";

/**
 * The words of the online referral on /contact/referrals, both languages: who refers, the
 * patient, the documents (./file-fields.ts), the box confirming the sender may share them, and
 * what the form says after a send. The form is app/components/referrals/referral-form.tsx; the
 * server reads the same words (labels in /office, the page without JavaScript).
 */

type Options<K extends string> = Record<K, string>;
interface Field {
  label: string;
  hint?: string;
}
interface Choice<K extends string> extends Field {
  prompt: string;
  options: Options<K>;
}

/** The referral's own messages, beside the forms' shared ones. */
export interface ReferralErrorWords extends FormErrorWords {
  required: FormErrorWords["required"] &
    Record<
      | "role"
      | "organization"
      | "patientName"
      | "patientBirthDate"
      | "patientPhone"
      | "patientZip"
      | "reason"
      | "payer"
      | "consent",
      string
    >;
  /** The messages of the referral's own checks (app/lib/forms/schemas.ts names them). */
  formats: Record<"date" | "pastDate" | "zip" | "npi", string>;
}

export interface ReferralFormContent {
  heading: string;
  intro: string;
  required: string;
  optional: string;
  /** The two groups of fields. */
  referrer: string;
  patient: string;
  name: Field;
  role: Choice<(typeof referrerRoleOptions)[number]>;
  organization: Field;
  npi: Field;
  phone: Field;
  email: Field;
  bestTime: Choice<(typeof bestTimeOptions)[number]>;
  patientName: Field;
  patientBirthDate: Field;
  patientPhone: Field;
  patientZip: Field;
  patientLanguage: Choice<(typeof patientLanguageOptions)[number]>;
  reason: Field;
  services: Field & { options: Options<(typeof referralServiceOptions)[number]> };
  payer: Choice<(typeof payerOptions)[number]>;
  memberId: Field;
  startDate: Field;
  homebound: Choice<(typeof homeboundOptions)[number]>;
  faceToFaceDate: Field;
  /** `short`: how the list of what to correct names the box. */
  consent: Field & { short: string };
  honeypot: string;
  submit: string;
  sending: string;
  /** Without JavaScript and without the site's server (console mode): call instead. */
  noScript: string;
  sent: { heading: string; body: string[]; again: string };
  /** Console mode: honest, the referral went nowhere. */
  sentConsole: { heading: string; body: string[]; again: string };
  failed: { heading: string; body: string[]; retry: string };
  /** The button to the referral line, after a failure. */
  call: string;
  errors: ReferralErrorWords;
  /**
   * When the forms post to a form service (site.formEndpoint is a URL), the page leaves the online
   * referral out (patients' records stay off outside services) and says these instead of the
   * sentences that point to it.
   */
  withoutForm: { intro: string; secure: string };
}

const setup = site.claims.referralSetupHours.value;
const example = site.phonePlaceholder;

export const referralForm = {
  en: {
    heading: "Send a referral online",
    intro:
      "For physicians, nurse practitioners, discharge planners, case managers and social workers: a few minutes from a phone. The documents travel encrypted to our office, never by e-mail, and only our intake staff can open them.",
    required: "(required)",
    optional: "(optional)",
    referrer: "About you",
    patient: "The patient",
    name: { label: "Your name" },
    role: {
      label: "Your role",
      prompt: "Choose one",
      options: {
        physician: "Physician",
        "nurse-practitioner": "Nurse practitioner or physician assistant",
        "discharge-planner": "Discharge planner",
        "case-manager": "Case manager",
        "social-worker": "Social worker",
        other: "Other",
      },
    },
    organization: { label: "Hospital, practice or organization" },
    npi: {
      label: "NPI",
      hint: "The 10-digit National Provider Identifier of the ordering practitioner, if you have it.",
    },
    phone: { label: "Your phone", hint: "For our call back: a direct line or an extension is best." },
    email: {
      label: "Your e-mail",
      hint: "We confirm the referral here. We never send a patient's details by e-mail.",
    },
    bestTime: {
      label: "Best time to call you back",
      prompt: "Any time",
      options: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    },
    patientName: { label: "Patient's full name" },
    patientBirthDate: { label: "Date of birth" },
    patientPhone: { label: "Patient's or family's phone", hint: "We call to set the first visit." },
    patientZip: { label: "ZIP code where care is given" },
    patientLanguage: {
      label: "Language spoken at home",
      prompt: "Choose one",
      options: {
        english: "English",
        spanish: "Spanish",
        "haitian-creole": "Haitian Creole",
        portuguese: "Portuguese",
        other: "Another language",
      },
    },
    reason: {
      label: "Reason for care",
      hint: "The diagnoses and what the patient needs at home. The documents can carry the details.",
    },
    services: {
      label: "Services needed",
      hint: "Choose all that apply.",
      options: {
        "skilled-nursing": "Skilled nursing visits",
        "private-duty-nursing": "Private duty nursing (RN, LPN)",
        therapy: "Physical therapy",
        "personal-care": "Personal care (home health aide, CNA)",
        "companion-care": "Companion care",
      },
    },
    payer: {
      label: "Primary payer",
      prompt: "Choose one",
      options: {
        medicare: "Medicare",
        "medicare-advantage": "A Medicare Advantage plan",
        medicaid: "Medicaid or a Medicaid plan",
        "private-insurance": "Private insurance",
        va: "VA",
        "workers-comp": "Workers' compensation",
        "self-pay": "Private pay",
        other: "Other",
      },
    },
    memberId: { label: "Member ID", hint: "As it is on the patient's card." },
    startDate: { label: "When should care start?" },
    homebound: {
      label: "Is the patient homebound?",
      prompt: "Choose one",
      options: { yes: "Yes", no: "No", unsure: "Not sure" },
    },
    faceToFaceDate: {
      label: "Date of the face-to-face visit",
      hint: "If you know it (Medicare home health).",
    },
    consent: {
      label: `I may share this patient's information and these documents with ${site.name} to refer the patient for care.`,
      short: "Permission to share",
    },
    honeypot: "Leave this field empty",
    submit: "Send the referral",
    sending: "Sending… documents can take a minute",
    noScript:
      "This form needs JavaScript, which is turned off in your browser, so it cannot be sent from here. Please call the referral line.",
    sent: {
      heading: "Thank you. We have the referral.",
      body: [
        "A referral coordinator will call you at the number you gave us to confirm it and to tell you if anything is missing.",
        `We usually set up care within ${setup} hours of a complete referral. If anything changes before then, please call the referral line.`,
      ],
      again: "Send another referral",
    },
    sentConsole: {
      heading: "The referral is ready, but it was not sent.",
      body: [
        "This website's form is not connected to our office yet, so nothing left your browser. Please call the referral line.",
      ],
      again: "Start a new referral",
    },
    failed: {
      heading: "We could not send the referral.",
      body: [
        "The connection to our office did not work. Nothing is lost: everything you typed and the documents are still in the form.",
        "You can try again, or call the referral line.",
      ],
      retry: "Try again",
    },
    call: "Call the referral line",
    errors: {
      ...formErrors.en,
      required: {
        ...formErrors.en.required,
        role: "Please choose your role.",
        organization: "Please type your hospital, practice or organization.",
        patientName: "Please type the patient's full name.",
        patientBirthDate: "Please give the patient's date of birth.",
        patientPhone: `Please type the patient's or family's phone number, for example ${example}.`,
        patientZip: "Please type the ZIP code where care is given.",
        reason: "Please tell us the reason for care.",
        payer: "Please choose the primary payer.",
        consent: "Please confirm that you may share this patient's information.",
      },
      formats: {
        date: "Please give a real date, for example 03/14/1948.",
        pastDate: "This date cannot be in the future.",
        zip: "Please type a 5-digit ZIP code, for example 33801.",
        npi: "This NPI does not look right: it has 10 digits, the last one a check digit. Please check it, or leave it empty.",
      },
    },
    withoutForm: {
      intro: `Physicians, case managers, discharge planners and social workers can refer patients to us by phone. We usually set up care within ${setup} hours of a complete referral.`,
      secure: "Please do not send patient records by e-mail. Call us and we will tell you how to send them safely.",
    },
  },
  es: {
    heading: "Envíe una remisión en línea",
    intro:
      "Para médicos, enfermeras practicantes, planificadores de alta, administradores de casos y trabajadores sociales: unos minutos desde un teléfono. Los documentos viajan cifrados hasta nuestra oficina, nunca por correo electrónico, y solo nuestro personal de admisión puede abrirlos.",
    required: "(obligatorio)",
    optional: "(opcional)",
    referrer: "Sus datos",
    patient: "El paciente",
    name: { label: "Su nombre" },
    role: {
      label: "Su función",
      prompt: "Elija una",
      options: {
        physician: "Médico(a)",
        "nurse-practitioner": "Enfermero(a) practicante o asistente médico",
        "discharge-planner": "Planificador(a) de altas",
        "case-manager": "Administrador(a) de casos",
        "social-worker": "Trabajador(a) social",
        other: "Otra",
      },
    },
    organization: { label: "Hospital, consultorio u organización" },
    npi: {
      label: "NPI",
      hint: "El número de identificación nacional de 10 dígitos (National Provider Identifier) del profesional que ordena el cuidado, si lo tiene.",
    },
    phone: {
      label: "Su teléfono",
      hint: "Para devolverle la llamada: mejor una línea directa o una extensión.",
    },
    email: {
      label: "Su correo electrónico",
      hint: "Aquí le confirmamos la remisión. Nunca enviamos los datos de un paciente por correo electrónico.",
    },
    bestTime: {
      label: "Mejor hora para devolverle la llamada",
      prompt: "A cualquier hora",
      options: { morning: "Por la mañana", afternoon: "Por la tarde", evening: "Por la noche" },
    },
    patientName: { label: "Nombre completo del paciente" },
    patientBirthDate: { label: "Fecha de nacimiento" },
    patientPhone: {
      label: "Teléfono del paciente o de la familia",
      hint: "Llamamos para fijar la primera visita.",
    },
    patientZip: { label: "Código postal donde recibirá el cuidado" },
    patientLanguage: {
      label: "Idioma que se habla en casa",
      prompt: "Elija uno",
      options: {
        english: "Inglés",
        spanish: "Español",
        "haitian-creole": "Criollo haitiano",
        portuguese: "Portugués",
        other: "Otro idioma",
      },
    },
    reason: {
      label: "Motivo del cuidado",
      hint: "Los diagnósticos y lo que el paciente necesita en casa. Los documentos pueden llevar los detalles.",
    },
    services: {
      label: "Servicios que necesita",
      hint: "Elija todos los que correspondan.",
      options: {
        "skilled-nursing": "Visitas de enfermería especializada",
        "private-duty-nursing": "Enfermería privada (RN, LPN)",
        therapy: "Fisioterapia",
        "personal-care": "Cuidado personal (auxiliar de salud en el hogar, CNA)",
        "companion-care": "Cuidado de compañía",
      },
    },
    payer: {
      label: "Pagador principal",
      prompt: "Elija uno",
      options: {
        medicare: "Medicare",
        "medicare-advantage": "Un plan Medicare Advantage",
        medicaid: "Medicaid o un plan de Medicaid",
        "private-insurance": "Seguro privado",
        va: "VA (veteranos)",
        "workers-comp": "Compensación laboral (workers' compensation)",
        "self-pay": "Pago privado",
        other: "Otro",
      },
    },
    memberId: { label: "Número de afiliado", hint: "Como aparece en la tarjeta del paciente." },
    startDate: { label: "¿Cuándo debe empezar el cuidado?" },
    homebound: {
      label: "¿El paciente está confinado en casa (homebound)?",
      prompt: "Elija una opción",
      options: { yes: "Sí", no: "No", unsure: "No estoy seguro(a)" },
    },
    faceToFaceDate: {
      label: "Fecha de la consulta presencial (face-to-face)",
      hint: "Si la conoce (servicios de salud en el hogar de Medicare).",
    },
    consent: {
      label: `Puedo compartir la información de este paciente y estos documentos con ${site.name} para remitirlo a cuidado.`,
      short: "Permiso para compartir",
    },
    honeypot: "Deje este campo vacío",
    submit: "Enviar la remisión",
    sending: "Enviando… los documentos pueden tardar un minuto",
    noScript:
      "Este formulario necesita JavaScript, que está desactivado en su navegador, así que no se puede enviar desde aquí. Llame a la línea de remisiones.",
    sent: {
      heading: "Gracias. Recibimos la remisión.",
      body: [
        "Un coordinador de remisiones lo llamará al número que nos dio para confirmarlo y decirle si falta algo.",
        `Por lo general, organizamos el cuidado en un plazo de ${setup} horas después de recibir una remisión completa. Si algo cambia antes, llame a la línea de remisiones.`,
      ],
      again: "Enviar otra remisión",
    },
    sentConsole: {
      heading: "La remisión está lista, pero no se envió.",
      body: [
        "El formulario de este sitio todavía no está conectado con nuestra oficina, así que nada salió de su navegador. Llame a la línea de remisiones.",
      ],
      again: "Empezar una nueva remisión",
    },
    failed: {
      heading: "No pudimos enviar la remisión.",
      body: [
        "La conexión con nuestra oficina no funcionó. No se perdió nada: todo lo que escribió y los documentos siguen en el formulario.",
        "Puede intentarlo de nuevo o llamar a la línea de remisiones.",
      ],
      retry: "Intentar de nuevo",
    },
    call: "Llamar a la línea de remisiones",
    errors: {
      ...formErrors.es,
      required: {
        ...formErrors.es.required,
        role: "Elija su función.",
        organization: "Escriba su hospital, consultorio u organización.",
        patientName: "Escriba el nombre completo del paciente.",
        patientBirthDate: "Indique la fecha de nacimiento del paciente.",
        patientPhone: `Escriba el teléfono del paciente o de la familia, por ejemplo ${example}.`,
        patientZip: "Escriba el código postal donde recibirá el cuidado.",
        reason: "Cuéntenos el motivo del cuidado.",
        payer: "Elija el pagador principal.",
        consent: "Confirme que puede compartir la información de este paciente.",
      },
      formats: {
        date: "Indique una fecha real, por ejemplo 03/14/1948.",
        pastDate: "Esta fecha no puede ser futura.",
        zip: "Escriba un código postal de 5 dígitos, por ejemplo 33801.",
        npi: "Este NPI no parece correcto: tiene 10 dígitos y el último es de verificación. Revíselo o déjelo vacío.",
      },
    },
    withoutForm: {
      intro: `Médicos, administradores de casos, planificadores de alta y trabajadores sociales pueden remitirnos pacientes por teléfono. Por lo general, organizamos el cuidado en un plazo de ${setup} horas después de recibir una remisión completa.`,
      secure:
        "Por favor, no envíe documentos de pacientes por correo electrónico. Llámenos y le diremos cómo enviarlos de forma segura.",
    },
  },
} satisfies Bilingual<ReferralFormContent>;
