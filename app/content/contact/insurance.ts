import { site } from "../site";
import { billsMedicaid, billsMedicare } from "../facts";
import type { Bilingual, PageContent } from "../types";
import { medicareCheck, type MedicareCheckContent } from "./medicare-check";

/** The ways to pay, in the order the page lists them; words tied by key. */
export const payerKeys = [
  "medicare",
  "medicare-advantage",
  "medicaid",
  "private",
  "workers-comp",
  "va",
  "long-term-care",
  "self-pay",
] as const;
export type PayerKey = (typeof payerKeys)[number];

export interface InsuranceContent extends PageContent {
  payers: { heading: string; intro: string; items: Record<PayerKey, { title: string; body: string }> };
  insurers: { heading: string; intro: string; notListed: string };
  billing: { heading: string; intro: string; steps: string[]; questions: string };
  check: MedicareCheckContent;
}

const phone = site.phones.main.display;
/** Whether the page may say the agency bills Medicare and Medicaid (each a regulatory fact: real, or a sample). */
const billsBoth = billsMedicare && billsMedicaid;

/** The words of /contact/insurance, English and Spanish side by side. */
export const insurance = {
  en: {
    head: {
      title: "Insurance and Billing",
      description:
        "How insurance can pay for home care: Medicare, Medicare Advantage, Medicaid, private plans, VA, long-term care, workers' comp, and paying yourself.",
      eyebrow: "Contact",
      heading: "Insurance and Billing",
      intro: [
        billsBoth
          ? "Paying for home care can feel confusing. We accept most insurance, including Medicare Part A and Part B, Medicare Advantage, Medicaid, private insurance, workers' compensation, VA benefits and long-term care insurance. Self-pay is welcome too."
          : "Paying for home care can feel confusing. Medicare, Medicare Advantage, Medicaid, private insurance, workers' compensation, VA benefits and long-term care insurance can each help pay, and you can also pay yourself. Medicare and Medicaid pay only an agency they have certified or enrolled: we check your coverage, tell you honestly whether we can bill it, and help you find an agency that can if we cannot.",
        "Before care begins, our team checks your benefits and explains what your plan covers and what you may owe. Your plan makes the final decision, and if anything changes we tell you. This page answers common questions and tells you who to call about billing.",
      ],
    },
    payers: {
      heading: "Ways to pay for care",
      intro: "Most families use one of these, and some use two together. We check which ones apply to you for free.",
      items: {
        medicare: {
          title: "Medicare Part A and Part B",
          body: "Pays for part-time or intermittent skilled nursing and therapy at home for people who qualify, through a Medicare-certified agency. No hospital stay is needed. You pay nothing for covered home health services. Use the self-check below to see if you may qualify.",
        },
        "medicare-advantage": {
          title: "Medicare Advantage",
          body: "Plans from private companies that cover at least what Medicare covers. Many need approval before care starts; we ask your plan for you.",
        },
        // Home health visits for every age, up to three a day for non-pregnant adults (AHCA, Medicaid
        // home health services). Private duty nursing is covered under 21 (Rule 59G-4.261, F.A.C.). Statewide Medicaid
        // Managed Care Long-Term Care: 65+, or 18+ with a disability, nursing-home level of care,
        // a waiting list after a screening by the Aging and Disability Resource Center (s. 409.979, F.S.).
        medicaid: {
          title: "Medicaid",
          body: "Florida Medicaid pays for home health visits by a nurse or an aide, for children and adults, when a doctor orders them; adults can have up to three visits a day. It pays for private duty nursing for people under 21 who qualify. Adults who need ongoing care at home may join its Long-Term Care program if they are 65 or older (or 18 or older with a disability) and need the level of care given in a nursing home. There is often a waiting list; the first step is a screening by your local Aging and Disability Resource Center. Medicaid pays only an enrolled agency.",
        },
        private: {
          title: "Private insurance",
          body: "Many employer and individual plans cover home health care after a hospital stay or with a doctor's order. We call your plan to confirm.",
        },
        "workers-comp": {
          title: "Workers' compensation",
          body: "If an injury at work means you need care at home, we work with your claim adjuster and bill the workers' compensation carrier.",
        },
        va: {
          title: "VA benefits",
          body: "Veterans may get home health care and help at home through the VA. We work with your VA care team and the VA's community care program.",
        },
        "long-term-care": {
          title: "Long-term care insurance",
          body: "These policies often pay for personal care and companion care at home. We help you file claims and send the records your insurer asks for.",
        },
        "self-pay": {
          title: "Self-pay",
          body: "You can pay for care yourself, by the hour, with no long contract. We give you the hourly rates in writing before care begins.",
        },
      },
    },
    insurers: {
      heading: "Plans we work with",
      intro: "We work with these insurers and programs, among others:",
      notListed: `Don't see your plan? Call us at ${phone}. We will check your benefits for free.`,
    },
    billing: {
      heading: "How billing works",
      intro: "Before the first visit, we tell you what your plan is expected to cover and what you may owe.",
      steps: [
        "You give us your insurance details on the phone or at the free assessment.",
        "We check your benefits and ask your plan for any approval it needs, at no cost to you.",
        "Before care begins, we explain in writing what your plan pays and what you may owe.",
        "We send the bills to your insurance ourselves. You only get a bill for your share, if there is one.",
        "Every statement lists each visit, so you can see exactly what you are paying for.",
      ],
      questions: `Questions about a bill? Call ${phone} during office hours and ask for billing.`,
    },
    check: medicareCheck.en,
  },
  es: {
    head: {
      title: "Seguros y facturación",
      description:
        "Cómo pueden pagar los seguros el cuidado en casa: Medicare, Medicare Advantage, Medicaid, planes privados, VA, cuidado a largo plazo y pago por su cuenta.",
      eyebrow: "Contacto",
      heading: "Seguros y facturación",
      intro: [
        billsBoth
          ? "Pagar el cuidado en casa puede parecer complicado. Aceptamos la mayoría de los seguros, incluidos Medicare Parte A y Parte B, Medicare Advantage, Medicaid, seguros privados, compensación laboral (workers' compensation), beneficios de veteranos (VA) y seguros de cuidado a largo plazo. También puede pagar por su cuenta."
          : "Pagar el cuidado en casa puede parecer complicado. Medicare, Medicare Advantage, Medicaid, los seguros privados, la compensación laboral (workers' compensation), los beneficios de veteranos (VA) y los seguros de cuidado a largo plazo pueden ayudar a pagarlo. También puede pagar por su cuenta. Medicare y Medicaid solo le pagan a una agencia que certificaron o inscribieron. Nosotros revisamos su cobertura, le decimos con franqueza si podemos facturarla y, si no podemos, le ayudamos a encontrar una agencia que sí pueda.",
        "Antes de comenzar, nuestro equipo revisa sus beneficios y le explica qué cubre su plan y cuánto podría pagar usted. Su plan toma la decisión final, y si algo cambia, se lo decimos. Esta página responde las preguntas más comunes y le indica a quién llamar sobre facturación.",
      ],
    },
    payers: {
      heading: "Formas de pagar el cuidado",
      intro:
        "La mayoría de las familias usa una de estas formas, y algunas combinan dos. Revisamos sin costo cuáles le corresponden.",
      items: {
        medicare: {
          title: "Medicare Parte A y Parte B",
          body: "Paga enfermería especializada y terapia en casa, a tiempo parcial o intermitente, a quienes califican, a través de una agencia certificada por Medicare. No hace falta haber estado en el hospital. Usted no paga nada por los servicios de salud en el hogar cubiertos. Use la guía de abajo para ver si podría calificar.",
        },
        "medicare-advantage": {
          title: "Medicare Advantage",
          body: "Planes de compañías privadas que cubren por lo menos lo mismo que Medicare. Muchos piden una aprobación antes de empezar; nosotros la solicitamos por usted.",
        },
        medicaid: {
          title: "Medicaid",
          body: "Medicaid de Florida paga visitas de salud en el hogar de una enfermera o un auxiliar, para niños y adultos, cuando un médico las ordena. Los adultos pueden recibir hasta tres visitas al día. También paga la enfermería privada a menores de 21 años que califican. Los adultos que necesitan cuidado continuo en casa pueden inscribirse en su programa de cuidado a largo plazo (Long-Term Care) si tienen 65 años o más (o 18 o más con una discapacidad) y necesitan el nivel de cuidado de un hogar de ancianos. Suele haber una lista de espera. El primer paso es una evaluación en el Centro de Recursos para Personas Mayores y con Discapacidades (ADRC) de su zona. Medicaid solo le paga a una agencia inscrita.",
        },
        private: {
          title: "Seguro privado",
          body: "Muchos planes de empleador e individuales cubren los servicios de salud en el hogar después de una hospitalización o con una orden médica. Llamamos a su plan para confirmarlo.",
        },
        "workers-comp": {
          title: "Compensación laboral (workers' compensation)",
          body: "Si por una lesión en el trabajo necesita cuidado en casa, coordinamos con el ajustador de su reclamo y facturamos a la aseguradora de compensación laboral.",
        },
        va: {
          title: "Beneficios de veteranos (VA)",
          body: "Los veteranos pueden recibir cuidado de salud y ayuda en casa a través del VA. Trabajamos con su equipo del VA y con su programa de atención comunitaria.",
        },
        "long-term-care": {
          title: "Seguro de cuidado a largo plazo",
          body: "Estas pólizas suelen pagar el cuidado personal y la compañía en casa. Le ayudamos a presentar los reclamos y enviamos los documentos que pida su aseguradora.",
        },
        "self-pay": {
          title: "Pago por su cuenta",
          body: "Puede pagar el cuidado usted mismo, por hora, sin contratos largos. Antes de empezar, le damos las tarifas por hora por escrito.",
        },
      },
    },
    insurers: {
      heading: "Planes con los que trabajamos",
      intro: "Trabajamos con estas aseguradoras y programas, entre otros:",
      notListed: `¿No ve su plan? Llámenos al ${phone}. Revisaremos sus beneficios sin costo.`,
    },
    billing: {
      heading: "Cómo funciona la facturación",
      intro: "Antes de la primera visita, le decimos qué se espera que cubra su plan y cuánto podría pagar usted.",
      steps: [
        "Usted nos da los datos de su seguro por teléfono o en la evaluación gratuita.",
        "Revisamos sus beneficios y pedimos a su plan las aprobaciones necesarias, sin costo para usted.",
        "Antes de empezar, le explicamos por escrito qué paga su plan y cuánto podría pagar usted.",
        "Nosotros enviamos las facturas a su seguro. Usted solo recibe una factura por su parte, si la hay.",
        "Cada estado de cuenta muestra cada visita, para que vea exactamente qué está pagando.",
      ],
      questions: `¿Tiene preguntas sobre una factura? Llame al ${phone} en horario de oficina y pida hablar con facturación.`,
    },
    check: medicareCheck.es,
  },
} satisfies Bilingual<InsuranceContent>;
