import { site } from "../site";
import { formErrors, type FormErrorWords } from "~/content/form-errors";
import { bestTimeOptions, paymentOptions, serviceOptions } from "~/content/form-options";
import type { Bilingual } from "../types";

/**
 * The words of the consultation request form on /contact (payment and best time to call are two
 * optional fields an office needs to call back well). Part of the /contact
 * content (./contact.ts); the form is app/components/contact/consultation-form.tsx.
 */

/** The choices' codes: one list with the forms' schemas (app/lib/forms). */
export { bestTimeOptions, paymentOptions, serviceOptions };

type Options<K extends string> = Record<K, string>;

export interface ContactFormContent {
  heading: string;
  intro: string;
  required: string;
  optional: string;
  name: { label: string; placeholder: string };
  phone: { label: string; placeholder: string };
  /** The unticked box that lets the office text about the request; its two answers as the office reads them. */
  textConsent: { label: string; hint: string; options: Record<"yes" | "no", string> };
  email: { label: string; placeholder: string };
  service: { label: string; prompt: string; options: Options<(typeof serviceOptions)[number]> };
  payment: { label: string; prompt: string; options: Options<(typeof paymentOptions)[number]> };
  bestTime: { label: string; prompt: string; options: Options<(typeof bestTimeOptions)[number]> };
  message: { label: string; hint: string };
  honeypot: string;
  submit: string;
  sending: string;
  /** Shown without JavaScript when the form has no endpoint (console mode): the page says to call. */
  noScript: string;
  /** The confirmation with an endpoint: what happens next and when. */
  sent: { heading: string; body: string[]; again: string };
  /** The confirmation in console mode: honest, the request went nowhere. */
  sentConsole: { heading: string; body: string[]; again: string };
  failed: { heading: string; body: string[]; retry: string };
  call: string;
  mailLink: string;
  mailSubject: string;
  /** What the form says about values it cannot accept (shared by the site's forms). */
  errors: FormErrorWords;
}

const reply = site.claims.replyWithinHours.value;

export const contactForm = {
  en: {
    heading: "Request a free consultation",
    intro: `Fill in the form and a care coordinator will call you back, usually within ${reply} hours during office hours. Only your name and phone number are required.`,
    required: "(required)",
    optional: "(optional)",
    name: { label: "Full Name", placeholder: "Your full name" },
    phone: { label: "Phone Number", placeholder: site.phonePlaceholder },
    // Prior express consent to text about this request only, in plain words (47 CFR 64.1200;
    // s. 501.059, F.S.), never ticked in advance.
    textConsent: {
      label: "You may text me about this request",
      hint: "We would text the number above, only about this request. Leave the box empty and we will only call you. Message and data rates may apply. Reply STOP at any time to stop the texts.",
      options: { yes: "Yes: texts are fine", no: "No: call only" },
    },
    email: { label: "Email Address", placeholder: site.emails.care },
    service: {
      label: "Service Needed",
      prompt: "Select a service",
      options: {
        "skilled-nursing": "Skilled Nursing Care",
        "personal-care": "Personal Care Services",
        "companion-care": "Companion Care",
        "specialized-care": "Specialized Care",
        consultation: "Free Consultation",
        other: "Other",
      },
    },
    payment: {
      label: "How would care be paid?",
      prompt: "Select one",
      options: {
        medicare: "Medicare",
        medicaid: "Medicaid",
        "private-insurance": "Private insurance",
        va: "VA benefits",
        "long-term-care-insurance": "Long-term care insurance",
        "self-pay": "Paying myself",
        "not-sure": "Not sure yet",
      },
    },
    bestTime: {
      label: "Best time to call",
      prompt: "Any time",
      options: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    },
    message: {
      label: "Tell Us About Your Needs",
      hint: "Who needs care, and what would help? Please do not include detailed medical information here; we will ask what we need when we talk.",
    },
    honeypot: "Leave this field empty",
    submit: "Send my request",
    sending: "Sending…",
    noScript:
      "This form needs JavaScript, which is turned off in your browser, so it cannot be sent from here. Please call us instead (we answer 24 hours a day) or send us an e-mail.",
    sent: {
      heading: "Thank you. We have your request.",
      body: [
        `A care coordinator will call you at the number you gave us, usually within ${reply} hours during office hours. If you wrote after hours, we will call the next business day.`,
        "On that call we will answer your questions and set a time for a free assessment at home. There is no obligation.",
      ],
      again: "Send another request",
    },
    sentConsole: {
      heading: "Thank you. Your request is ready, but it was not sent.",
      body: [
        "This website's form is not connected to our office yet, so your request stayed in your browser. To be sure we hear from you, please call us or send it by e-mail.",
      ],
      again: "Start a new request",
    },
    failed: {
      heading: "We could not send your request.",
      body: [
        "The connection to our office did not work. Nothing you typed is lost: it is all still in the form below.",
        "You can try again, call us, or send the same message by e-mail.",
      ],
      retry: "Try again",
    },
    call: "Call",
    mailLink: "E-mail my request",
    mailSubject: "Free consultation request",
    errors: formErrors.en,
  },
  es: {
    heading: "Pida una evaluación gratuita",
    intro: `Llene el formulario y un coordinador de cuidado le devolverá la llamada, por lo general en un plazo de ${reply} horas en horario de oficina. Solo su nombre y su teléfono son obligatorios.`,
    required: "(obligatorio)",
    optional: "(opcional)",
    name: { label: "Nombre completo", placeholder: "Su nombre completo" },
    phone: { label: "Número de teléfono", placeholder: site.phonePlaceholder },
    textConsent: {
      label: "Pueden enviarme mensajes de texto sobre esta solicitud",
      hint: "Le escribiríamos al número de arriba, solo sobre esta solicitud. Si deja la casilla sin marcar, solo lo llamaremos. Su compañía de teléfono puede cobrarle los mensajes y los datos. Responda STOP en cualquier momento para dejar de recibirlos.",
      options: { yes: "Sí: puede recibir mensajes de texto", no: "No: solo llamadas" },
    },
    email: { label: "Correo electrónico", placeholder: site.emails.care },
    service: {
      label: "Servicio que necesita",
      prompt: "Seleccione un servicio",
      options: {
        "skilled-nursing": "Enfermería especializada",
        "personal-care": "Servicios de cuidado personal",
        "companion-care": "Compañía en casa",
        "specialized-care": "Cuidado especializado",
        consultation: "Evaluación gratuita",
        other: "Otro",
      },
    },
    payment: {
      label: "¿Cómo se pagaría el cuidado?",
      prompt: "Seleccione una opción",
      options: {
        medicare: "Medicare",
        medicaid: "Medicaid",
        "private-insurance": "Seguro privado",
        va: "Beneficios de veteranos (VA)",
        "long-term-care-insurance": "Seguro de cuidado a largo plazo",
        "self-pay": "Pagaré por mi cuenta",
        "not-sure": "Todavía no lo sé",
      },
    },
    bestTime: {
      label: "Mejor hora para llamarlo",
      prompt: "A cualquier hora",
      options: { morning: "Por la mañana", afternoon: "Por la tarde", evening: "Por la noche" },
    },
    message: {
      label: "Cuéntenos qué necesita",
      hint: "¿Quién necesita cuidado y qué le ayudaría? Por favor, no escriba aquí información médica detallada; le preguntaremos lo necesario cuando hablemos.",
    },
    honeypot: "Deje este campo vacío",
    submit: "Enviar mi solicitud",
    sending: "Enviando…",
    noScript:
      "Este formulario necesita JavaScript, que está desactivado en su navegador, así que no se puede enviar desde aquí. Por favor, llámenos (contestamos las 24 horas) o escríbanos por correo electrónico.",
    sent: {
      heading: "Gracias. Recibimos su solicitud.",
      body: [
        `Un coordinador de cuidado lo llamará al número que nos dio, por lo general en un plazo de ${reply} horas en horario de oficina. Si nos escribió fuera de ese horario, lo llamaremos el siguiente día hábil.`,
        "En esa llamada responderemos sus preguntas y fijaremos un día para una evaluación gratuita en su casa, sin ningún compromiso.",
      ],
      again: "Enviar otra solicitud",
    },
    sentConsole: {
      heading: "Gracias. Su solicitud está lista, pero no se envió.",
      body: [
        "El formulario de este sitio todavía no está conectado con nuestra oficina, así que su solicitud se quedó en su navegador. Para estar seguros de recibirla, llámenos o envíela por correo electrónico.",
      ],
      again: "Empezar una nueva solicitud",
    },
    failed: {
      heading: "No pudimos enviar su solicitud.",
      body: [
        "La conexión con nuestra oficina no funcionó. No se perdió nada de lo que escribió: todo sigue en el formulario.",
        "Puede intentarlo de nuevo, llamarnos o enviar el mismo mensaje por correo electrónico.",
      ],
      retry: "Intentar de nuevo",
    },
    call: "Llame al",
    mailLink: "Enviar mi solicitud por correo",
    mailSubject: "Solicitud de consulta gratuita",
    errors: formErrors.es,
  },
} satisfies Bilingual<ContactFormContent>;
