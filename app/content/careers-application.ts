import { regulatoryShown } from "./facts";
import { site } from "./site";
import { formErrors, type FormErrorWords } from "~/content/form-errors";
import { areaOptions, availabilityOptions, experienceOptions, licenseOptions } from "~/content/form-options";
import type { Bilingual } from "./types";

/**
 * The words of the job application on /careers (#apply), both languages (part of ./careers.ts).
 * The form is app/components/careers/application-form.tsx; it is sent by the delivery module.
 */

/** The choices' codes: one list with the forms' schemas (app/lib/forms). */
export { areaOptions, availabilityOptions, experienceOptions, licenseOptions };
/** The areas an applicant may choose: Pennsylvania only once the agency's staffing license there is real in the config. */
export const offeredAreas = areaOptions.filter((a) => a !== "pennsylvania" || regulatoryShown("pennsylvaniaStaffing"));

type Options<K extends string> = Record<K, string>;

export interface ApplicationContent {
  heading: string;
  intro: string;
  required: string;
  optional: string;
  name: string;
  phone: string;
  email: string;
  position: { label: string; prompt: string };
  license: { label: string; hint: string; prompt: string; options: Options<(typeof licenseOptions)[number]> };
  licenseNumber: { label: string; hint: string };
  experience: { label: string; prompt: string; options: Options<(typeof experienceOptions)[number]> };
  /** `offered`: the areas shown, in order (offeredAreas); `options`: every area's name. */
  areas: {
    legend: string;
    hint: string;
    offered: readonly (typeof areaOptions)[number][];
    options: Options<(typeof areaOptions)[number]>;
  };
  availability: { label: string; prompt: string; options: Options<(typeof availabilityOptions)[number]> };
  note: { label: string; hint: string };
  honeypot: string;
  submit: string;
  sending: string;
  /** Without JavaScript and without an endpoint (console mode): call or e-mail instead. */
  noScript: string;
  sent: { heading: string; body: string[]; again: string };
  /** Console mode: honest, the application went nowhere. */
  sentConsole: { heading: string; body: string[]; again: string };
  failed: { heading: string; body: string[]; retry: string };
  call: string;
  mailLink: string;
  mailSubject: string;
  /** What the form says about values it cannot accept (shared by the site's forms). */
  errors: FormErrorWords;
}

export const application = {
  en: {
    heading: "Apply now",
    intro:
      "Send us a few details and our recruiter will call you within two business days. No résumé needed: you can bring it to the interview.",
    required: "(required)",
    optional: "(optional)",
    name: "Full name",
    phone: "Phone number",
    email: "E-mail address",
    position: { label: "Position", prompt: "Choose a position" },
    license: {
      label: "License, certification or training",
      hint: "If you have more than one, choose the highest. Florida does not license or certify home health aides: if you are one, choose home health aide training.",
      prompt: "Choose one",
      options: {
        rn: "Registered Nurse (RN)",
        lpn: "Licensed Practical Nurse (LPN)",
        pt: "Physical Therapist (PT)",
        pta: "Physical Therapist Assistant (PTA)",
        hha: "Home health aide (HHA) training, with its certificate of completion",
        cna: "Certified Nursing Assistant (CNA), Florida certificate",
        other: "Other, or not yet",
      },
    },
    licenseNumber: {
      label: "License or CNA certificate number",
      hint: "As it appears on your Florida license or CNA certificate. Home health aides leave this empty. We verify it before an interview.",
    },
    experience: {
      label: "Years of experience",
      prompt: "Choose one",
      options: {
        "under-1": "Less than 1 year",
        "1-2": "1 to 2 years",
        "3-5": "3 to 5 years",
        "6-10": "6 to 10 years",
        "over-10": "More than 10 years",
      },
    },
    areas: {
      legend: "Where are you willing to work?",
      hint: "Choose all that apply.",
      offered: offeredAreas,
      options: {
        lakeland: "Lakeland",
        polk: "Polk County (Winter Haven, Bartow, Haines City)",
        "orlando-kissimmee": "Kissimmee and Davenport",
        "tampa-bay": "Tampa Bay",
        manatee: "Manatee, Hardee and Highlands counties",
        "miami-dade": "Miami-Dade County",
        pennsylvania: "Pennsylvania (staffing)",
      },
    },
    availability: {
      label: "Availability",
      prompt: "Choose one",
      options: {
        "full-time": "Full-time",
        "part-time": "Part-time",
        "per-diem": "Per diem (as needed)",
        any: "Open to any",
      },
    },
    note: {
      label: "Anything else we should know?",
      hint: "For example, the shifts you prefer or the languages you speak.",
    },
    honeypot: "Leave this field empty",
    submit: "Send my application",
    sending: "Sending…",
    noScript: `This form needs JavaScript, which is turned off in your browser, so it cannot be sent from here. Please call us at ${site.phones.main.display} or e-mail your name, phone and position to ${site.emails.careers}.`,
    sent: {
      heading: "Thank you. We have your application.",
      body: [
        "Our recruiter will call you at the number you gave us within two business days for a short phone interview.",
        "Please have your license, CNA certificate or training certificate, and your CPR card nearby when we call.",
      ],
      again: "Send another application",
    },
    sentConsole: {
      heading: "Thank you. Your application is ready, but it was not sent.",
      body: [
        "This website's form is not connected to our office yet, so your application stayed in your browser. To be sure it reaches us, please call us or send it by e-mail.",
      ],
      again: "Start a new application",
    },
    failed: {
      heading: "Sorry, your application was not sent.",
      body: [
        "Something went wrong on the way to our office. Everything you typed is still in the form below: you can try again, call us, or send it by e-mail.",
      ],
      retry: "Try again",
    },
    call: "Call",
    mailLink: "Send it by e-mail",
    mailSubject: "Job application",
    errors: formErrors.en,
  },
  es: {
    heading: "Postúlese ahora",
    intro:
      "Envíenos algunos datos y nuestro equipo de selección lo llamará en un plazo de dos días hábiles. No necesita currículum: puede traerlo a la entrevista.",
    required: "(obligatorio)",
    optional: "(opcional)",
    name: "Nombre completo",
    phone: "Número de teléfono",
    email: "Correo electrónico",
    position: { label: "Vacante", prompt: "Elija una vacante" },
    license: {
      label: "Licencia, certificación o capacitación",
      hint: "Si tiene más de una, elija la de mayor nivel. Florida no da licencia ni certificación a los auxiliares de salud en el hogar: si usted es auxiliar, elija la capacitación de auxiliar.",
      prompt: "Elija una",
      options: {
        rn: "Enfermera o enfermero registrado (RN)",
        lpn: "Enfermera o enfermero práctico con licencia (LPN)",
        pt: "Fisioterapeuta (PT)",
        pta: "Asistente de fisioterapia (PTA)",
        hha: "Capacitación de auxiliar de salud en el hogar (HHA), con su constancia del curso",
        cna: "Asistente de enfermería certificado (CNA), con certificado de Florida",
        other: "Otra, o todavía no tengo",
      },
    },
    licenseNumber: {
      label: "Número de licencia o de certificado de CNA",
      hint: "Tal como aparece en su licencia o certificado de CNA de Florida. Los auxiliares de salud en el hogar lo dejan en blanco. Lo verificamos antes de la entrevista.",
    },
    experience: {
      label: "Años de experiencia",
      prompt: "Elija una opción",
      options: {
        "under-1": "Menos de 1 año",
        "1-2": "De 1 a 2 años",
        "3-5": "De 3 a 5 años",
        "6-10": "De 6 a 10 años",
        "over-10": "Más de 10 años",
      },
    },
    areas: {
      legend: "¿En qué zonas puede trabajar?",
      hint: "Elija todas las que correspondan.",
      offered: offeredAreas,
      options: {
        lakeland: "Lakeland",
        polk: "Condado de Polk (Winter Haven, Bartow, Haines City)",
        "orlando-kissimmee": "Kissimmee y Davenport",
        "tampa-bay": "Tampa Bay",
        manatee: "Condados de Manatee, Hardee y Highlands",
        "miami-dade": "Condado de Miami-Dade",
        pennsylvania: "Pensilvania (servicio de personal)",
      },
    },
    availability: {
      label: "Disponibilidad",
      prompt: "Elija una opción",
      options: {
        "full-time": "Tiempo completo",
        "part-time": "Medio tiempo",
        "per-diem": "Por día (según se necesite)",
        any: "Cualquiera",
      },
    },
    note: {
      label: "¿Algo más que debamos saber?",
      hint: "Por ejemplo, los turnos que prefiere o los idiomas que habla.",
    },
    honeypot: "Deje este campo vacío",
    submit: "Enviar mi solicitud",
    sending: "Enviando…",
    noScript: `Este formulario necesita JavaScript, que está desactivado en su navegador, así que no se puede enviar desde aquí. Llame al ${site.phones.main.display} o envíe su nombre, teléfono y la vacante que le interesa a ${site.emails.careers}.`,
    sent: {
      heading: "Gracias. Recibimos su solicitud.",
      body: [
        "Nuestro equipo de selección lo llamará al número que nos dio en un plazo de dos días hábiles para una breve entrevista por teléfono.",
        "Tenga a mano su licencia, su certificado de CNA o la constancia de su capacitación, y su tarjeta de RCP, cuando lo llamemos.",
      ],
      again: "Enviar otra solicitud",
    },
    sentConsole: {
      heading: "Gracias. Su solicitud está lista, pero no se envió.",
      body: [
        "El formulario de este sitio todavía no está conectado a nuestra oficina, así que su solicitud se quedó en su navegador. Para asegurarse de que nos llegue, llámenos o envíela por correo electrónico.",
      ],
      again: "Comenzar una nueva solicitud",
    },
    failed: {
      heading: "Lo sentimos, su solicitud no se envió.",
      body: [
        "Hubo un problema al enviarla a nuestra oficina. Todo lo que escribió sigue en el formulario: puede intentarlo de nuevo, llamarnos o enviarla por correo electrónico.",
      ],
      retry: "Intentar de nuevo",
    },
    call: "Llamar al",
    mailLink: "Enviarla por correo electrónico",
    mailSubject: "Solicitud de empleo",
    errors: formErrors.es,
  },
} satisfies Bilingual<ApplicationContent>;
