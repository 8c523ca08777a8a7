import { site } from "../site";
import type { Bilingual, PageContent } from "../types";

/** The words of /contact/referrals, English and Spanish side by side. */
export const referrals = {
  en: {
    head: {
      title: "Healthcare Provider Referrals",
      description: `Refer a patient for home nursing, personal care or hospital discharge support. We usually set up care within ${site.claims.referralSetupHours} hours.`,
      eyebrow: "For professionals",
      heading: "Healthcare Provider Referrals",
      intro: [
        `Physicians, case managers, discharge planners and social workers can refer patients to us by phone, by e-mail or through our contact page. We usually set up care within ${site.claims.referralSetupHours} hours of a complete referral.`,
        `Call extension ${site.phones.referrals.ext} for referrals and extension ${site.phones.hospitalDischarge.ext} for hospital discharges. We keep you and the ordering physician informed from the first visit on.`,
      ],
    },
  },
  es: {
    head: {
      title: "Referidos de profesionales",
      description: `Refiera a un paciente para enfermería en casa, cuidado personal o apoyo al salir del hospital. Solemos organizar el cuidado en ${site.claims.referralSetupHours} horas.`,
      eyebrow: "Para profesionales",
      heading: "Referidos de profesionales de la salud",
      intro: [
        `Médicos, administradores de casos, planificadores de alta y trabajadores sociales pueden referirnos pacientes por teléfono, por correo electrónico o desde nuestra página de contacto. Por lo general, organizamos el cuidado en un plazo de ${site.claims.referralSetupHours} horas después de recibir un referido completo.`,
        `Marque la extensión ${site.phones.referrals.ext} para referidos y la extensión ${site.phones.hospitalDischarge.ext} para altas hospitalarias. Desde la primera visita, los mantenemos informados a usted y al médico que ordenó el cuidado.`,
      ],
    },
  },
} satisfies Bilingual<PageContent>;
