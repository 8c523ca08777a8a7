import { site } from "../site";
import { billsMedicare } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The three ways to refer, tied to their phone line (or the online referral) by key. */
export const referralChannels = ["referrals", "hospitalDischarge", "online"] as const;
export type ReferralChannel = (typeof referralChannels)[number];

export interface ReferralsContent extends PageContent {
  channels: {
    heading: string;
    intro: string;
    items: Record<ReferralChannel, { title: string; body: string; action: string }>;
    ext: string;
  };
  send: { heading: string; intro: string; items: string[]; secure: string };
  next: { heading: string; steps: string[]; servicesLink: string };
}

const setup = site.claims.referralSetupHours.value;
const { referrals: referralLine, hospitalDischarge } = site.phones;

/** The words of /contact/referrals, English and Spanish side by side. */
export const referrals = {
  en: {
    head: {
      title: "Healthcare Provider Referrals",
      description: `Refer a patient for home nursing, personal care or hospital discharge support. We usually set up care within ${setup} hours.`,
      eyebrow: "For professionals",
      heading: "Healthcare Provider Referrals",
      intro: [
        `Physicians, case managers, discharge planners and social workers can refer patients to us by phone or with the online referral on this page. We usually set up care within ${setup} hours of a complete referral.`,
        `Call extension ${referralLine.ext} for referrals and extension ${hospitalDischarge.ext} for hospital discharges. We keep you and the ordering physician informed from the first visit on.`,
      ],
    },
    channels: {
      heading: "How to refer a patient",
      intro:
        "Use whichever is easiest for you. A referral coordinator answers during office hours; after hours, the main line takes urgent discharges.",
      items: {
        referrals: {
          title: "Referral line",
          body: "For new patients from physician offices, clinics, case managers and families.",
          action: "Call the referral line",
        },
        hospitalDischarge: {
          title: "Hospital discharge line",
          body: "For patients leaving the hospital, a rehabilitation center or a skilled nursing facility, including same-day and weekend discharges.",
          action: "Call the discharge line",
        },
        online: {
          title: "Online referral",
          body: "Send the referral and its documents with the secure form on this page. We call you to confirm that we received them.",
          action: "Fill in the online referral",
        },
      },
      ext: "ext.",
    },
    send: {
      heading: "What to send",
      intro: "A complete referral lets us start care sooner. Please include:",
      items: [
        "The patient's name, date of birth, address and phone number, and a family contact",
        "Insurance details: Medicare, Medicaid or plan name and member number",
        "Signed orders for the care needed, with diagnoses and the start date",
        "The most recent history and physical, or the discharge summary",
        "The current medication list and any allergies",
        // Only a Medicare-certified agency takes Medicare home health referrals (42 CFR part 484).
        ...(billsMedicare
          ? [
              "For Medicare home health: the face-to-face encounter note (in person, or by two-way video through December 31, 2027) and the reason the patient is homebound",
            ]
          : []),
        "Your name and phone number, and the physician who will sign the plan of care",
      ],
      secure:
        "Please do not send patient records by e-mail. Attach them to the online referral below, which carries them encrypted to our office, or call us and we will tell you how to send them safely.",
    },
    next: {
      heading: "What happens after you refer",
      steps: [
        "We confirm that we received the referral and tell you if anything is missing.",
        "We check the patient's insurance and ask the plan for any approval it needs.",
        "We call the patient or family to set the first visit.",
        `A nurse or therapist makes the first visit, usually within ${setup} hours of a complete referral.`,
        "We send the plan of care to the physician to sign, and keep you informed of changes.",
      ],
      servicesLink: "See the services you can refer for",
    },
  },
  es: {
    head: {
      title: "Remisión de pacientes",
      description: `Remítanos a un paciente para enfermería en casa, cuidado personal o apoyo al salir del hospital. Solemos organizar el cuidado en ${setup} horas.`,
      eyebrow: "Para profesionales",
      heading: "Remisión de pacientes para profesionales de la salud",
      intro: [
        `Médicos, administradores de casos, planificadores de alta y trabajadores sociales pueden remitirnos pacientes por teléfono o con la remisión en línea de esta página. Por lo general, organizamos el cuidado en un plazo de ${setup} horas después de recibir una remisión completa.`,
        `Marque la extensión ${referralLine.ext} para remisiones y la extensión ${hospitalDischarge.ext} para altas hospitalarias. Desde la primera visita, los mantenemos informados a usted y al médico que ordenó el cuidado.`,
      ],
    },
    channels: {
      heading: "Cómo remitirnos a un paciente",
      intro:
        "Use la opción que le resulte más fácil. Un coordinador de remisiones atiende en horario de oficina; fuera de ese horario, la línea principal recibe las altas urgentes.",
      items: {
        referrals: {
          title: "Línea de remisiones",
          body: "Para pacientes nuevos de consultorios médicos, clínicas, administradores de casos y familias.",
          action: "Llamar a la línea de remisiones",
        },
        hospitalDischarge: {
          title: "Línea de altas hospitalarias",
          body: "Para pacientes que salen del hospital, de un centro de rehabilitación o de un centro de enfermería especializada, incluidas las altas del mismo día y de fin de semana.",
          action: "Llamar a la línea de altas",
        },
        online: {
          title: "Remisión en línea",
          body: "Envíe la remisión y sus documentos con el formulario seguro de esta página. Lo llamamos para confirmarle que los recibimos.",
          action: "Llenar la remisión en línea",
        },
      },
      ext: "ext.",
    },
    send: {
      heading: "Qué enviar",
      intro: "Una remisión completa nos permite empezar el cuidado antes. Por favor, incluya:",
      items: [
        "Nombre, fecha de nacimiento, dirección y teléfono del paciente, y un contacto de la familia",
        "Datos del seguro: Medicare, Medicaid o el nombre del plan y el número de afiliado",
        "Las órdenes firmadas del cuidado que necesita, con los diagnósticos y la fecha de inicio",
        "La historia clínica y el examen físico más recientes, o el resumen de alta",
        "La lista actual de medicamentos y las alergias",
        ...(billsMedicare
          ? [
              "Para los servicios de salud en el hogar de Medicare: la nota de la consulta en persona o por video (face-to-face; por video con imagen y sonido hasta el 31 de diciembre de 2027) y el motivo por el que el paciente no puede salir de casa",
            ]
          : []),
        "Su nombre y teléfono, y el médico que firmará el plan de cuidado",
      ],
      secure:
        "Por favor, no envíe documentos de pacientes por correo electrónico. Adjúntelos a la remisión en línea de abajo, que los lleva cifrados hasta nuestra oficina, o llámenos y le diremos cómo enviarlos de forma segura.",
    },
    next: {
      heading: "Qué pasa después de la remisión",
      steps: [
        "Le confirmamos que recibimos la remisión y le avisamos si falta algo.",
        "Revisamos el seguro del paciente y pedimos al plan las aprobaciones necesarias.",
        "Llamamos al paciente o a su familia para fijar la primera visita.",
        `Una enfermera o un terapeuta hace la primera visita, por lo general en un plazo de ${setup} horas después de recibir una remisión completa.`,
        "Enviamos el plan de cuidado al médico para que lo firme y le informamos a usted de cualquier cambio.",
      ],
      servicesLink: "Vea los servicios para los que puede remitir pacientes",
    },
  },
} satisfies Bilingual<ReferralsContent>;
