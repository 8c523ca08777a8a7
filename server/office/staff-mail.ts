/**
 * The e-mails the office's application sends to staff, through SMTP_URL: an invitation (the
 * one-time link), "an account was locked" to that person and the owners, and "a reply is overdue" to the owners. None carries a
 * family's details: the kind of request, when, and a link that needs a sign-in. Each is written
 * in the recipient's language.
 */
import { site } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { AuditCheck, ChainHead } from "../accounts/audit";
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

/**
 * Sign-ins to `locked`'s account from one address were paused. Written to them (what they can do
 * now) and to the other owners (who can lift the pause); the staff page needs a sign-in.
 */
export function lockedMail(to: User, locked: User, minutes: number, origin: string): StaffMail {
  const es = to.uiLang === "es";
  const self = to.id === locked.id;
  const unlock = `npm run office -- unlock --email ${locked.email}`;
  const lines = es
    ? [
        self
          ? `Después de varias contraseñas o códigos incorrectos, su cuenta (${locked.email}) no acepta inicios de sesión desde una conexión durante ${minutes} minutos.`
          : `Después de varias contraseñas o códigos incorrectos, la cuenta de ${locked.name} (${locked.email}) no acepta inicios de sesión desde una conexión durante ${minutes} minutos.`,
        "Desde cualquier otra conexión la cuenta sigue abierta, y nadie más queda bloqueado.",
        "",
        self ? "Lo que usted puede hacer:" : "Lo que esa persona puede hacer:",
        `- Esperar ${minutes} minutos e intentarlo de nuevo.`,
        "- Iniciar sesión desde otra conexión (por ejemplo, el teléfono con datos móviles).",
        `- Pedir a un dueño que la desbloquee en Personal (${origin}/office/staff), o a quien administre el servidor: ${unlock}`,
        self
          ? "- Si no fue usted, alguien intenta adivinar su contraseña: cámbiela en Mi cuenta al entrar."
          : "- Si no fue esa persona, alguien intenta adivinar su contraseña: puede darle un enlace para una contraseña nueva en Personal.",
      ]
    : [
        self
          ? `After several wrong passwords or codes, your account (${locked.email}) does not accept sign-ins from one connection for ${minutes} minutes.`
          : `After several wrong passwords or codes, ${locked.name}'s account (${locked.email}) does not accept sign-ins from one connection for ${minutes} minutes.`,
        "From any other connection the account is open, and nobody else is locked out.",
        "",
        self ? "What you can do:" : "What they can do:",
        `- Wait ${minutes} minutes and try again.`,
        "- Sign in from another connection (for example a phone on mobile data).",
        `- Ask an owner to unlock it on Staff (${origin}/office/staff), or whoever runs the server: ${unlock}`,
        self
          ? "- If it was not you, someone is trying to guess your password: change it in My account once you are in."
          : "- If it was not them, someone is trying to guess the password: you can give them a new password link on Staff.",
      ];
  return {
    to: to.email,
    from: from(),
    subject: es ? `Inicio de sesión en pausa: ${locked.name}` : `Account locked from one connection: ${locked.name}`,
    text: lines.join("\n"),
  };
}

export function overdueMail(
  owner: User,
  requests: { form: FormName; receivedAt: number; replyBy: number; link: string }[],
): StaffMail {
  const es = owner.uiLang === "es";
  const kind = (form: FormName) =>
    form === "referral"
      ? es
        ? "Remisión"
        : "Referral"
      : form === "application"
        ? es
          ? "Solicitud de empleo"
          : "Job application"
        : es
          ? "Consulta"
          : "Consultation";
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
        ? "El sitio promete una respuesta a las consultas dentro de su horario, organizar el cuidado de una remisión en un plazo fijo y llamar a quien pide empleo en días hábiles. Estas personas todavía esperan:"
        : "The website promises a reply to consultations within office hours, care set up within a set time of a referral, and a call to job applicants within business days. These people are still waiting:",
      "",
      ...lines,
      "",
      es
        ? "Los detalles están en la oficina, no en este correo."
        : "The details are in the office, not in this e-mail.",
    ].join("\n"),
  };
}

/** The audit trail's check failed: what was found, from which entry, and where to look. */
export function auditBrokenMail(owner: User, result: Extract<AuditCheck, { ok: false }>, link: string): StaffMail {
  const es = owner.uiLang === "es";
  const what = es
    ? {
        changed: `la entrada ${result.seq} fue modificada`,
        recomputed: `la cadena se volvió a escribir desde la entrada ${result.seq}`,
        removed: `la entrada ${result.seq} fue borrada`,
        "tail-removed": `las entradas más recientes, desde la ${result.seq}, fueron borradas`,
      }[result.problem]
    : {
        changed: `entry ${result.seq} was changed`,
        recomputed: `the chain was written again from entry ${result.seq} on`,
        removed: `entry ${result.seq} was removed`,
        "tail-removed": `the newest entries, from ${result.seq} on, were removed`,
      }[result.problem];
  return {
    to: owner.email,
    from: from(),
    subject: es ? "El registro de auditoría fue alterado" : "The audit trail was altered",
    text: (es
      ? [
          `La revisión del registro de auditoría encontró que ${what}.`,
          "Alguien con acceso a la base de datos la cambió. Guarde las copias de seguridad y revise el registro:",
          link,
        ]
      : [
          `The audit trail's check found that ${what}.`,
          "Someone with access to the database changed it. Keep the backups and look at the trail:",
          link,
        ]
    ).join("\n"),
  };
}

/** Once a day: the trail's length and its head's fingerprint, kept in the owners' mailboxes. */
export function auditHeadMail(owner: User, head: ChainHead, count: number, print: string): StaffMail {
  const es = owner.uiLang === "es";
  return {
    to: owner.email,
    from: from(),
    subject: es
      ? `Registro de auditoría: ${count} entradas, huella ${print}`
      : `Audit trail: ${count} entries, fingerprint ${print}`,
    text: (es
      ? [
          `El registro de auditoría está completo: ${count} entradas, la última es la número ${head.seq}, con la huella ${print}.`,
          "Guarde este correo: si un día la revisión no llega a esta entrada con esta huella, el registro fue cambiado.",
        ]
      : [
          `The audit trail is whole: ${count} entries, the last is number ${head.seq}, with the fingerprint ${print}.`,
          "Keep this e-mail: if a check one day does not reach this entry with this fingerprint, the trail was changed.",
        ]
    ).join("\n"),
  };
}
