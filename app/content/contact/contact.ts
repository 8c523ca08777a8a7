import { site } from "../site";
import type { Bilingual, PageContent } from "../types";
import { contactForm, type ContactFormContent } from "./contact-form";

export interface ContactContent extends PageContent {
  details: {
    heading: string;
    phoneLabel: string;
    phoneNote: string;
    emailLabel: string;
    officeLabel: string;
    directions: string;
    hoursHeading: string;
    reply: string;
  };
  emergency: { heading: string; body: string; call: string; warning: string; link: string };
  form: ContactFormContent;
  /** Printed instead of the form, which cannot be sent from paper. */
  printForm: string;
}

const reply = site.claims.replyWithinHours.value;

/** The words of /contact, English and Spanish side by side. */
export const contact = {
  en: {
    head: {
      title: "Contact Us",
      description: `Contact ${site.shortName} in Lakeland to request a free home care assessment. Send the form and we usually reply within ${reply} business hours.`,
      eyebrow: "Contact",
      heading: "Contact Us",
      intro: [
        "Tell us a little about who needs care and what would help. A care coordinator will answer your questions and set up a free assessment in your home, with no obligation.",
        `Send the form below and we usually reply within ${reply} hours during office hours. If someone needs care right now, please call our 24/7 care line instead. In a medical emergency, call 911.`,
      ],
    },
    details: {
      heading: "How to reach us",
      phoneLabel: "Phone",
      phoneNote: "Answered 24 hours a day, every day of the year.",
      emailLabel: "E-mail",
      officeLabel: "Main office",
      directions: "Get directions",
      hoursHeading: "Office hours",
      reply: `We typically reply within ${reply} hours during business hours.`,
    },
    emergency: {
      heading: "Need care right now?",
      body: "Our care line is answered 24 hours a day, 7 days a week. Call us when a loved one suddenly needs a nurse or an aide at home.",
      call: "Call 24/7",
      warning: "If someone is in danger, has chest pain, has trouble breathing or has had a bad fall, call 911 first.",
      link: "Urgent home care: what to expect",
    },
    form: contactForm.en,
    printForm: `To send a request, visit ${site.origin}/contact or call ${site.phones.main.display}.`,
  },
  es: {
    head: {
      title: "Contáctenos",
      description: `Comuníquese con ${site.shortName} en Lakeland y pida una evaluación gratuita en casa. Envíe el formulario; solemos responder en ${reply} horas hábiles.`,
      eyebrow: "Contacto",
      heading: "Contáctenos",
      intro: [
        "Cuéntenos un poco sobre quién necesita cuidado y qué le ayudaría. Un coordinador de cuidado responderá sus preguntas y programará una evaluación gratuita en su hogar, sin ningún compromiso.",
        `Envíe el formulario y, por lo general, le responderemos en un plazo de ${reply} horas en horario de oficina. Si alguien necesita cuidado ahora mismo, llame a nuestra línea de atención 24/7. En una emergencia médica, llame al 911.`,
      ],
    },
    details: {
      heading: "Cómo comunicarse con nosotros",
      phoneLabel: "Teléfono",
      phoneNote: "Contestamos las 24 horas, todos los días del año.",
      emailLabel: "Correo electrónico",
      officeLabel: "Oficina principal",
      directions: "Cómo llegar",
      hoursHeading: "Horario de oficina",
      reply: `Por lo general, respondemos en un plazo de ${reply} horas en horario de oficina.`,
    },
    emergency: {
      heading: "¿Necesita cuidado ahora mismo?",
      body: "Nuestra línea de atención contesta las 24 horas, los 7 días de la semana. Llámenos cuando un ser querido necesite de repente una enfermera o un auxiliar en casa.",
      call: "Llame 24/7",
      warning:
        "Si alguien está en peligro, tiene dolor en el pecho, le cuesta respirar o sufrió una caída grave, llame primero al 911.",
      link: "Cuidado urgente en casa: qué esperar",
    },
    form: contactForm.es,
    printForm: `Para enviar una solicitud, visite ${site.origin}/es/contact o llame al ${site.phones.main.display}.`,
  },
} satisfies Bilingual<ContactContent>;
