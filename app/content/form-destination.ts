import type { Lang } from "~/i18n/lang";
import { site } from "./site";

/**
 * Where the site's forms send what a visitor types, said truthfully from the config
 * (site.formEndpoint; with the site's own server, how long a request is kept, site.requestRetentionDays,
 * and whether the office's e-mail carries what was typed, site.notifyWithDetails).
 * The privacy pages use it, so they change when the agency connects a service.
 */
export function formDestination(lang: Lang, endpoint: string = site.formEndpoint): string {
  if (endpoint === "console") {
    return lang === "en"
      ? "Right now the forms on this website are not connected to any service: what you type stays in your own browser and is not sent to us or to anyone else. To reach us, please call or e-mail."
      : "Por ahora, los formularios de este sitio no están conectados a ningún servicio: lo que usted escribe se queda en su propio navegador y no se envía ni a nosotros ni a nadie más. Para comunicarse con nosotros, llámenos o escríbanos por correo electrónico.";
  }
  if (endpoint === "server") {
    const days = site.requestRetentionDays;
    const mailLine = site.notifyWithDetails
      ? ""
      : lang === "en"
        ? " The e-mail that tells our staff a request arrived does not include what you wrote."
        : " El correo que avisa a nuestro personal de una solicitud no incluye lo que usted escribió.";
    return lang === "en"
      ? `When you send a form, what you typed travels over an encrypted (HTTPS) connection to this website's own server, which keeps it for our staff. The server runs at a hosting company, and our e-mail goes through a mail provider. The law (HIPAA) requires each of them to sign a business associate agreement with us, which binds them to protect your information.${mailLine} We delete each request ${days} days after it arrives. If you become our patient or join our staff, what you sent becomes part of your record, and we keep it as the law requires (a patient's record for 6 years after care ends). It is used only to answer you and to care for you.`
      : `Cuando usted envía un formulario, lo que escribió viaja por una conexión cifrada (HTTPS) al propio servidor de este sitio, que lo guarda para nuestro personal. El servidor funciona en una empresa de alojamiento web, y nuestro correo electrónico pasa por un proveedor de correo. La ley (HIPAA) exige que cada uno firme con nosotros un acuerdo de socio comercial, que los obliga a proteger su información.${mailLine} Borramos cada solicitud ${days} días después de recibirla. Si usted llega a ser nuestro paciente o parte de nuestro personal, lo que envió pasa a formar parte de su expediente. Lo guardamos como exige la ley (el expediente de un paciente, 6 años después de terminar la atención). Solo se usa para responderle y para atenderle.`;
  }
  const host = new URL(endpoint).host;
  return lang === "en"
    ? `When you send a form, what you typed travels over an encrypted (HTTPS) connection to ${host}, the service the agency uses to receive forms, and from there to our staff. The law (HIPAA) requires that service to sign a business associate agreement with us, which binds it to protect your information. It is used only to answer you.`
    : `Cuando usted envía un formulario, lo que escribió viaja por una conexión cifrada (HTTPS) a ${host}, el servicio que usa la agencia para recibir formularios, y de ahí a nuestro personal. La ley (HIPAA) exige que ese servicio firme con nosotros un acuerdo de socio comercial, que lo obliga a proteger su información. Solo se usa para responderle.`;
}
