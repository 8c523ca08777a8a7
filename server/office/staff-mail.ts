/**
 * The e-mails the office's application sends to staff, through SMTP_URL: an invitation (the
 * one-time link), "an account was locked" and "a reply is overdue" to the owners. None carries a
 * family's details: the kind of request, when, and a link that needs a sign-in. Each is written
 * in the recipient's language.
 */
import { site } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { User } from "../accounts/users";

export interface StaffMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

export type SendStaffMail = ((mail: StaffMail) => Promise<void>) | null;

const from = () => `"${site.name} website" <${site.emails.care}>`;

const when = (ms: number, lang: Lang) =>
  new Date(ms).toLocaleString(lang === "es" ? "es-US" : "en-US", {
    timeZone: "America/New_York",
    dateStyle: "full",
    timeStyle: "short",
  });

export function invitationMail(to: User, by: User, link: string): StaffMail {
  const es = to.uiLang === "es";
  return {
    to: to.email,
    from: from(),
    subject: es
      ? `Invitación a la oficina del sitio de ${site.name}`
      : `Your invitation to the ${site.name} website's office`,
    text: (es
      ? [
          `Hola, ${to.name}:`,
          "",
          `${by.name} le dio una cuenta en la oficina del sitio web de ${site.name}.`,
          "Abra este enlace para elegir su contraseña (funciona una vez, durante 7 días):",
          link,
        ]
      : [
          `Hello ${to.name},`,
          "",
          `${by.name} gave you an account in the office of ${site.name}'s website.`,
          "Open this link to choose your password (it works once, for 7 days):",
          link,
        ]
    ).join("\n"),
  };
}

export function lockedMail(owner: User, locked: User, minutes: number, link: string): StaffMail {
  const es = owner.uiLang === "es";
  return {
    to: owner.email,
    from: from(),
    subject: es ? `Cuenta bloqueada: ${locked.name}` : `Account locked: ${locked.name}`,
    text: (es
      ? [
          `La cuenta de ${locked.name} (${locked.email}) se bloqueó por ${minutes} minutos después de varias contraseñas incorrectas.`,
          "Si no fue esa persona, alguien está intentando adivinar su contraseña. Puede darle un enlace para una contraseña nueva en:",
          link,
        ]
      : [
          `${locked.name}'s account (${locked.email}) was locked for ${minutes} minutes after several wrong passwords.`,
          "If it was not them, someone is trying to guess the password. You can give them a new password link at:",
          link,
        ]
    ).join("\n"),
  };
}

export function overdueMail(
  owner: User,
  requests: { form: FormName; receivedAt: number; replyBy: number; link: string }[],
): StaffMail {
  const es = owner.uiLang === "es";
  const kind = (form: FormName) =>
    form === "referral" ? (es ? "Referido" : "Referral") : es ? "Consulta" : "Consultation";
  const lines = requests.map((r) =>
    es
      ? `- ${kind(r.form)} recibido(a) ${when(r.receivedAt, "es")}, respuesta prometida antes de ${when(r.replyBy, "es")}: ${r.link}`
      : `- ${kind(r.form)} received ${when(r.receivedAt, "en")}, reply promised by ${when(r.replyBy, "en")}: ${r.link}`,
  );
  const n = requests.length;
  return {
    to: owner.email,
    from: from(),
    subject: es
      ? `Respuesta vencida: ${n} solicitud${n === 1 ? "" : "es"} sin contestar`
      : `Reply overdue: ${n} request${n === 1 ? "" : "s"} not answered`,
    text: [
      es
        ? "El sitio promete una respuesta a las consultas dentro de su horario y organizar el cuidado de una remisión en un plazo fijo. Estas personas todavía esperan:"
        : "The website promises a reply to consultations within office hours, and care set up within a set time of a referral. These people are still waiting:",
      "",
      ...lines,
      "",
      es
        ? "Los detalles están en la oficina, no en este correo."
        : "The details are in the office, not in this e-mail.",
    ].join("\n"),
  };
}
