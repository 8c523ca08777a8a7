import { site } from "~/content/site";

/**
 * The one delivery module for every form of the site: the consultation request (/contact), the
 * careers application and the blog newsletter. Where the values go comes from the config
 * (site.formEndpoint, site.formEncoding):
 * - "console" (the default, the spec's behaviour): the values are logged with console.info and
 *   nothing leaves the browser;
 * - an https URL (a form service or the agency's CRM webhook): one POST, JSON or form-encoded,
 *   answered within `timeoutMs` (15 s) with a 2xx, or the delivery failed.
 * It never throws: every outcome is a DeliveryResult, so a caller can keep the visitor's values
 * and offer the phone when a delivery fails.
 */

export type FormName = "contact" | "application" | "newsletter";
export type FormEncoding = "json" | "form";
export type DeliveryResult = { ok: true } | { ok: false; reason: "network" | "timeout" | "status"; status?: number };

export interface DeliveryOptions {
  /** "console" or an http(s) URL; defaults to site.formEndpoint. */
  endpoint?: string;
  /** Defaults to site.formEncoding. */
  encoding?: FormEncoding;
  /** Defaults to DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * The honeypot field's name. `_gotcha` is the name Formspree and several other form services
 * already discard, so the field works for native (no-JavaScript) posts too.
 */
export const HONEYPOT_FIELD = "_gotcha";

/** The name of the field that tells a shared endpoint which form sent the values. */
export const FORM_FIELD = "form";

/** True when the endpoint is a URL the browser should POST to (not "console"). */
export function isRemoteEndpoint(endpoint: string): boolean {
  return /^https?:\/\//.test(endpoint);
}

/** What is sent: the form's name first, then the visitor's values; the honeypot never travels. */
export function payload(form: FormName, values: Record<string, string>): Record<string, string> {
  const rest = Object.fromEntries(Object.entries(values).filter(([name]) => name !== HONEYPOT_FIELD));
  return { [FORM_FIELD]: form, ...rest };
}

function encode(body: Record<string, string>, encoding: FormEncoding): { type: string; text: string } {
  return encoding === "form"
    ? { type: "application/x-www-form-urlencoded;charset=UTF-8", text: new URLSearchParams(body).toString() }
    : { type: "application/json", text: JSON.stringify(body) };
}

export async function deliver(
  form: FormName,
  values: Record<string, string>,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const endpoint = options.endpoint ?? site.formEndpoint;
  // A filled honeypot is a bot: it is told "sent" and nothing is delivered.
  if (values[HONEYPOT_FIELD]) return { ok: true };
  if (!isRemoteEndpoint(endpoint)) {
    console.info(`[${site.shortName}] "${form}" form (console mode: nothing was sent)`, payload(form, values));
    return { ok: true };
  }

  const { type, text } = encode(payload(form, values), options.encoding ?? site.formEncoding);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  try {
    const response = await (options.fetchImpl ?? fetch)(endpoint, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json" },
      body: text,
      signal: controller.signal,
      credentials: "omit",
      mode: "cors",
      referrerPolicy: "strict-origin",
    });
    return response.ok ? { ok: true } : { ok: false, reason: "status", status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
