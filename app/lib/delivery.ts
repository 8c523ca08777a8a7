import { site } from "~/content/site";

/**
 * The one delivery module for every form of the site: the consultation request (/contact), the
 * careers application, the blog newsletter and the clinicians' referral (/contact/referrals). Where the values go comes from the config
 * (site.formEndpoint, site.formEncoding):
 * - "console": the values are logged with console.info and nothing leaves the browser;
 * - "server": this site's own server (`npm start`), one JSON POST to /api/forms/<form> on the same
 *   origin (multipart/form-data when files go with the values: the referral's documents, a
 *   résumé); it answers 200 { ok, id }, 400 { ok: false, errors: { field: message } } or another
 *   status with { ok: false, error: code };
 * - an https URL (a form service or the agency's CRM webhook): one POST, JSON or form-encoded.
 * The sending itself is app/lib/browser/deliver.ts, loaded once a visitor starts using a form.
 */

export type FormName = "contact" | "application" | "newsletter" | "referral";
export type FormEncoding = "json" | "form";
export type DeliveryResult =
  /** A referral's answer also says its reference and when the call comes ("Saturday, 12:00 AM", Florida time). */
  | { ok: true; id?: string; reference?: string; callBy?: string | null }
  /** The server did not accept some values: its message for each field, in the page's language. */
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  /** Any other answer than 2xx; `error` is the server's code ("too-many", …) when it gave one. */
  /** `retryAfter`: the seconds to wait the server gave with a 429. */
  | { ok: false; reason: "status"; status: number; error?: string; retryAfter?: number }
  | { ok: false; reason: "network" | "timeout" };

export interface DeliveryOptions {
  /** "console", "server", a same-origin path or an http(s) URL; defaults to site.formEndpoint. */
  endpoint?: string;
  /** Defaults to site.formEncoding. */
  encoding?: FormEncoding;
  /** Defaults to DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Files to send with the values, by field (only to this site's own server, which reads them). */
  files?: Record<string, readonly File[]>;
  /** Told how much of a post with files has gone (0 to 1), as it goes. */
  onProgress?: (fraction: number) => void;
}

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
export const isSameOrigin = (endpoint: string) => /^\/(?!\/)/.test(endpoint);

/**
 * Whether the forms may take files: with this site's own server (or in console mode, where
 * nothing leaves the browser), not with a form service or a CRM's webhook, which is no place for a
 * patient's records or an applicant's résumé: with one, the file fields (and the referral form,
 * whose point is its documents) are left out.
 */
export const takesFiles = (endpoint: string = site.formEndpoint) => !/^https?:\/\//i.test(endpoint);

/** True when the endpoint is somewhere the browser should POST to (not "console"). */
export function isRemoteEndpoint(endpoint: string): boolean {
  return endpoint === "server" || isSameOrigin(endpoint) || /^https?:\/\//.test(endpoint);
}

/** A form's `action` (where a native post goes): its path on this site's server, the https URL, or none. */
export function formAction(form: FormName, endpoint: string = site.formEndpoint): string | undefined {
  if (endpoint === "server") return serverPath(form);
  return isRemoteEndpoint(endpoint) ? endpoint : undefined;
}
