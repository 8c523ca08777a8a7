import { site } from "../site";
import { billsMedicare } from "../facts";
import type { Bilingual } from "../types";

/**
 * The words of the "Could Medicare cover home health care?" self-check on /contact/insurance
 * (#medicare-check; the Medicare article links to it). The four questions are Medicare's home
 * health conditions (medicare.gov/coverage/home-health-services; 42 CFR 409.42-409.43).
 * Nurse practitioners, clinical nurse specialists and physician assistants may certify since
 * the CARES Act (2020). Occupational therapy can continue home health but cannot start it.
 * A telehealth face-to-face visit needs two-way audio and video; the Consolidated Appropriations Act,
 * 2026 extended that option through December 31, 2027. Guidance only; nothing is stored.
 */
export const checkKeys = ["doctor", "skilled", "homebound", "faceToFace"] as const;
export type CheckKey = (typeof checkKeys)[number];

export interface MedicareCheckContent {
  heading: string;
  intro: string;
  disclaimer: string;
  questions: Record<CheckKey, { question: string; help: string; ifNo: string }>;
  yes: string;
  no: string;
  prompt: string;
  /** Shown before and without JavaScript: the questions and what the answers mean, as text. */
  staticIntro: string;
  staticIfNo: string;
  likely: { heading: string; body: string; next: string };
  unlikely: { heading: string; body: string; next: string };
  call: string;
}

const phone = site.phones.main.display;

export const medicareCheck = {
  en: {
    heading: "Could Medicare cover home health care?",
    intro:
      "Answer four yes-or-no questions. They are the same conditions Medicare uses to decide if it pays for home health care.",
    disclaimer:
      "This is guidance only, not a decision from Medicare. Your answers stay on this page: nothing is saved or sent.",
    questions: {
      doctor: {
        question: "Is the person under a doctor's care, with a plan of care the doctor sets up and reviews?",
        help: "A nurse practitioner, clinical nurse specialist or physician assistant can also do this.",
        ifNo: "Medicare pays for home health care only when a doctor or another allowed practitioner orders it and reviews the plan of care. Start by talking with the person's doctor. We can help with that call.",
      },
      skilled: {
        question: "Does the person need part-time or intermittent skilled nursing care, or physical or speech therapy?",
        help: "For example wound care or injections. Occupational therapy alone cannot start Medicare home health care, but it can continue it.",
        ifNo: "Medicare does not pay for help with bathing, dressing or meals when that is the only help needed, and it does not pay for care around the clock. Private pay, Medicaid, VA benefits or long-term care insurance may cover that care.",
      },
      homebound: {
        question: "Is it very hard for the person to leave home?",
        help: "For example, they need a walker, a wheelchair or another person's help, and they rarely go out except to the doctor, to worship or to adult day care.",
        ifNo: "Medicare pays for home health care only when leaving home takes a major effort. If the person can get out easily, Medicare may pay for care at a clinic instead.",
      },
      faceToFace: {
        question:
          "Has the person seen a doctor, in person or by video, in the last 3 months, or will they see one soon?",
        help: "The visit must be about the reason for home care: within the 90 days before care starts, or the 30 days after. A video visit counts only with picture and sound, through December 31, 2027.",
        ifNo: "Medicare needs this visit before it pays. Ask the doctor for an appointment, in person or by video with picture and sound, about the reason home care is needed.",
      },
    },
    yes: "Yes",
    no: "No",
    prompt: "Answer all four questions to see what is likely.",
    staticIntro: "Medicare usually pays for home health care when the answer to all four questions is yes:",
    staticIfNo: "If the answer is no:",
    likely: {
      heading: "Medicare is likely to cover home health care.",
      body: "With Original Medicare, you pay nothing for covered home health services. If you need medical equipment, such as a walker, you usually pay 20% of the Medicare-approved amount after the Part B deductible. Medicare Advantage plans cover the same care, with their own rules.",
      next: billsMedicare
        ? `What to do next: call us at ${phone}. We will check your benefits for free and talk with the doctor for you.`
        : `What to do next: call us at ${phone}. We will check your benefits for free and tell you honestly whether we can bill Medicare, or which agency can.`,
    },
    unlikely: {
      heading: "Medicare may not cover home health care yet.",
      body: "Here is why, based on your answers:",
      next: `Please call us at ${phone} anyway. We will look at your situation with you, for free, and find the other ways to pay for care.`,
    },
    call: "Call",
  },
  es: {
    heading: "¿Podría Medicare cubrir los servicios de salud en el hogar?",
    intro:
      "Responda cuatro preguntas de sí o no. Son las mismas condiciones que usa Medicare para decidir si paga los servicios de salud en el hogar.",
    disclaimer:
      "Esto es solo una orientación, no una decisión de Medicare. Sus respuestas se quedan en esta página: no se guarda ni se envía nada.",
    questions: {
      doctor: {
        question:
          "¿La persona está bajo el cuidado de un médico, con un plan de cuidado que el médico establece y revisa?",
        help: "También puede hacerlo una enfermera practicante (nurse practitioner), una enfermera clínica especialista (clinical nurse specialist) o un asistente médico (physician assistant).",
        ifNo: "Medicare paga los servicios de salud en el hogar solo cuando un médico u otro profesional autorizado los ordena y revisa el plan de cuidado. Empiece por hablar con el médico de la persona. Podemos ayudarle con esa llamada.",
      },
      skilled: {
        question:
          "¿La persona necesita enfermería especializada a tiempo parcial o intermitente, o terapia física o del habla?",
        help: "Por ejemplo, curación de heridas o inyecciones. La terapia ocupacional por sí sola no basta para empezar los servicios de salud en el hogar de Medicare, pero sí puede continuarlos.",
        ifNo: "Medicare no paga la ayuda para bañarse, vestirse o comer cuando es la única ayuda que se necesita, ni paga el cuidado las 24 horas. Ese cuidado se puede pagar por su cuenta, o con Medicaid, los beneficios de veteranos (VA) o un seguro de cuidado a largo plazo.",
      },
      homebound: {
        question: "¿A la persona le cuesta mucho salir de casa?",
        help: "Por ejemplo, necesita un andador, una silla de ruedas o la ayuda de otra persona, y casi no sale salvo al médico, a su iglesia o a un centro de día.",
        ifNo: "Medicare paga los servicios de salud en el hogar solo cuando salir de casa requiere un gran esfuerzo. Si la persona puede salir con facilidad, Medicare puede pagar la atención en una clínica.",
      },
      faceToFace: {
        question: "¿La persona vio a un médico, en persona o por video, en los últimos 3 meses, o lo verá pronto?",
        help: "La consulta debe ser sobre el motivo del cuidado en casa: dentro de los 90 días antes de empezar o de los 30 días después. Una consulta por video solo cuenta si tiene imagen y sonido, y hasta el 31 de diciembre de 2027.",
        ifNo: "Medicare necesita esta consulta antes de pagar. Pida al médico una cita, en persona o por video con imagen y sonido, sobre el motivo por el que se necesita cuidado en casa.",
      },
    },
    yes: "Sí",
    no: "No",
    prompt: "Responda las cuatro preguntas para ver qué es lo más probable.",
    staticIntro:
      "Por lo general, Medicare paga los servicios de salud en el hogar cuando la respuesta a las cuatro preguntas es sí:",
    staticIfNo: "Si la respuesta es no:",
    likely: {
      heading: "Es probable que Medicare cubra los servicios de salud en el hogar.",
      body: "Con Medicare Original, usted no paga nada por los servicios de salud en el hogar cubiertos. Si necesita equipo médico, como un andador, por lo general paga el 20% de la cantidad aprobada por Medicare, después del deducible de la Parte B. Los planes Medicare Advantage cubren el mismo cuidado, con sus propias reglas.",
      next: billsMedicare
        ? `Qué hacer ahora: llámenos al ${phone}. Revisaremos sus beneficios sin costo y hablaremos con el médico por usted.`
        : `Qué hacer ahora: llámenos al ${phone}. Revisaremos sus beneficios sin costo y le diremos con franqueza si podemos facturarle a Medicare o qué agencia puede hacerlo.`,
    },
    unlikely: {
      heading: "Es posible que Medicare todavía no cubra los servicios de salud en el hogar.",
      body: "Estas son las razones, según sus respuestas:",
      next: `De todos modos, llámenos al ${phone}. Revisaremos su situación con usted, sin costo, y buscaremos otras formas de pagar el cuidado.`,
    },
    call: "Llame al",
  },
} satisfies Bilingual<MedicareCheckContent>;
