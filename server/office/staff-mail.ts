/**
 * The e-mails the office's application sends to staff, through SMTP_URL: an invitation (the
 * one-time link), "an account was locked" and "a reply is overdue" to the owners. None carries a
 * family's details: the kind of request, when, and a link that needs a sign-in. Each is written
 * in the recipient's language.
 */
import { site } from "~/content/site";
import type { Lang } from "~/i18n/lang";
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

export function overdueMail(owner: User, requests: { receivedAt: number; replyBy: number; link: string }[]): StaffMail {
  const es = owner.uiLang === "es";
  const lines = requests.map((r) =>
    es
      ? `- Consulta recibida ${when(r.receivedAt, "es")}, respuesta prometida antes de ${when(r.replyBy, "es")}: ${r.link}`
      : `- Consultation received ${when(r.receivedAt, "en")}, reply promised by ${when(r.replyBy, "en")}: ${r.link}`,
  );
  return {
    to: owner.email,
    from: from(),
    subject: es
      ? `Respuesta vencida: ${requests.length} consulta${requests.length === 1 ? "" : "s"} sin contestar`
      : `Reply overdue: ${requests.length} consultation${requests.length === 1 ? "" : "s"} not answered`,
    text: [
      es
        ? "El sitio promete una respuesta dentro de su horario. Estas familias todavía esperan:"
        : "The website promises a reply within office hours. These families are still waiting:",
      "",
      ...lines,
      "",
      es
        ? "Los detalles están en la oficina, no en este correo."
        : "The details are in the office, not in this e-mail.",
    ].join("\n"),
  };
}
