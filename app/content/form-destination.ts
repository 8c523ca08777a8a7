import type { Lang } from "~/i18n/lang";
import { site } from "./site";

/**
 * Where the site's forms send what a visitor types, said truthfully from the config
 * (site.formEndpoint; with the site's own server, how long a request is kept: site.requestRetentionDays).
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
    return lang === "en"
      ? `When you send a form, what you typed travels over an encrypted (HTTPS) connection to this website's own server, which keeps it for our staff. No outside form service sees it. We delete each request ${days} days after it arrives. It is used only to answer you.`
      : `Cuando usted envía un formulario, lo que escribió viaja por una conexión cifrada (HTTPS) al propio servidor de este sitio, que lo guarda para nuestro personal. Ningún servicio externo lo ve. Borramos cada solicitud ${days} días después de recibirla. Solo se usa para responderle.`;
  }
  const host = new URL(endpoint).host;
  return lang === "en"
    ? `When you send a form, what you typed travels over an encrypted (HTTPS) connection to ${host}, the service the agency uses to receive forms, and from there to our staff. It is used only to answer you.`
    : `Cuando usted envía un formulario, lo que escribió viaja por una conexión cifrada (HTTPS) a ${host}, el servicio que usa la agencia para recibir formularios, y de ahí a nuestro personal. Solo se usa para responderle.`;
}
