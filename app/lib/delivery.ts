import { site } from "~/content/site";

/**
 * The one delivery module for every form of the site: the consultation request (/contact), the
 * careers application and the blog newsletter. Where the values go comes from the config
 * (site.formEndpoint, site.formEncoding):
 * - "console": the values are logged with console.info and nothing leaves the browser;
 * - "server": this site's own server (`npm start`), one JSON POST to /api/forms/<form> on the same
 *   origin; it answers 200 { ok, id }, 400 { ok: false, errors: { field: message } } or another
 *   status with { ok: false, error: code };
 * - an https URL (a form service or the agency's CRM webhook): one POST, JSON or form-encoded.
 * Every send is answered within `timeoutMs` (15 s) or it failed. It never throws: every outcome is
 * a DeliveryResult, so a caller can keep the visitor's values and offer the phone when it fails.
 */

export type FormName = "contact" | "application" | "newsletter";
export type FormEncoding = "json" | "form";
export type DeliveryResult =
  | { ok: true; id?: string }
  /** The server did not accept some values: its message for each field, in the page's language. */
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  /** Any other answer than 2xx; `error` is the server's code ("too-many", …) when it gave one. */
  | { ok: false; reason: "status"; status: number; error?: string }
  | { ok: false; reason: "network" | "timeout" };

export interface DeliveryOptions {
  /** "console", "server", a same-origin path or an http(s) URL; defaults to site.formEndpoint. */
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

/** The name of the field that carries the page's language ("en" or "es"): the server answers in it. */
export const LANG_FIELD = "lang";

/** Where this site's own server receives a form. */
export const serverPath = (form: FormName) => `/api/forms/${form}`;

/** A path on this site's own origin ("/api/forms/contact"), not a protocol-relative "//host". */
const isSameOrigin = (endpoint: string) => /^\/(?!\/)/.test(endpoint);

/** True when the endpoint is somewhere the browser should POST to (not "console"). */
export function isRemoteEndpoint(endpoint: string): boolean {
  return endpoint === "server" || isSameOrigin(endpoint) || /^https?:\/\//.test(endpoint);
}

/** A form's `action` (where a native post goes): its path on this site's server, the https URL, or none. */
export function formAction(form: FormName, endpoint: string = site.formEndpoint): string | undefined {
  if (endpoint === "server") return serverPath(form);
  return isRemoteEndpoint(endpoint) ? endpoint : undefined;
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

/** What this site's server answered, read from its JSON (an unreadable body is just the status). */
async function serverResult(response: Response): Promise<DeliveryResult> {
  const body = (await response.json().catch(() => null)) as { id?: unknown; errors?: unknown; error?: unknown } | null;
  if (response.ok) return typeof body?.id === "string" ? { ok: true, id: body.id } : { ok: true };
  // A 400 with field errors: the messages to show; anything else (or a 400 without them) failed.
  const fields = response.status === 400 && typeof body?.errors === "object" && body.errors ? body.errors : {};
  const errors = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  if (errors.length > 0) return { ok: false, reason: "invalid", errors: Object.fromEntries(errors) };
  const error = typeof body?.error === "string" ? { error: body.error } : {};
  return { ok: false, reason: "status", status: response.status, ...error };
}

export async function deliver(
  form: FormName,
  values: Record<string, string>,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const configured = options.endpoint ?? site.formEndpoint;
  // A filled honeypot is a bot: it is told "sent" and nothing is delivered.
  if (values[HONEYPOT_FIELD]) return { ok: true };
  if (!isRemoteEndpoint(configured)) {
    console.info(`[${site.shortName}] "${form}" form (console mode: nothing was sent)`, payload(form, values));
    return { ok: true };
  }

  const endpoint = configured === "server" ? serverPath(form) : configured;
  const own = isSameOrigin(endpoint);
  const { type, text } = encode(payload(form, values), own ? "json" : (options.encoding ?? site.formEncoding));
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
      credentials: own ? "same-origin" : "omit",
      mode: own ? "same-origin" : "cors",
      referrerPolicy: "strict-origin",
    });
    if (own) return await serverResult(response);
    return response.ok ? { ok: true } : { ok: false, reason: "status", status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}
