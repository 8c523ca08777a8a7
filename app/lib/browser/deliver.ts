import { site } from "~/content/site";
import {
  FORM_FIELD,
  HONEYPOT_FIELD,
  isRemoteEndpoint,
  isSameOrigin,
  serverPath,
  type DeliveryOptions,
  type DeliveryResult,
  type FormEncoding,
  type FormName,
} from "~/lib/delivery";
import { postWithProgress } from "./upload-progress";

/**
 * Sends a form's values where the config says (app/lib/delivery.ts). Loaded once the visitor starts
 * using a form, not with the page. Every send is answered within `timeoutMs` (15 s) or it failed.
 * It never throws: every outcome is a DeliveryResult, so a caller can keep the visitor's values and
 * offer the phone when it fails.
 */

export const DELIVERY_TIMEOUT_MS = 15_000;
/**
 * Files get time on top, at 100 KB a second (a weak phone connection's upload): 25 MB in under 5
 * minutes, the longest the site's server waits for a whole request (Node's requestTimeout).
 */
const UPLOAD_BYTES_PER_MS = 100;

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
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    reference?: unknown;
    callBy?: unknown;
    errors?: unknown;
    error?: unknown;
  } | null;
  if (response.ok) {
    const text = (value: unknown) => (typeof value === "string" ? value : undefined);
    const said = { id: text(body?.id), reference: text(body?.reference), callBy: text(body?.callBy) };
    return { ok: true, ...Object.fromEntries(Object.entries(said).filter(([, value]) => value !== undefined)) };
  }
  // A 400 with field errors: the messages to show; anything else (or a 400 without them) failed.
  const fields = response.status === 400 && typeof body?.errors === "object" && body.errors ? body.errors : {};
  const errors = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  if (errors.length > 0) return { ok: false, reason: "invalid", errors: Object.fromEntries(errors) };
  const error = typeof body?.error === "string" ? { error: body.error } : {};
  const wait = Number(response.headers.get("Retry-After"));
  const retryAfter = response.status === 429 && wait > 0 ? { retryAfter: wait } : {};
  return { ok: false, reason: "status", status: response.status, ...error, ...retryAfter };
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
  const files = own ? Object.entries(options.files ?? {}).filter(([, list]) => list.length > 0) : [];
  let body: string | FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  let bytes = 0;
  if (files.length > 0) {
    // The browser writes the multipart boundary into the Content-Type itself.
    const data = new FormData();
    for (const [name, value] of Object.entries(payload(form, values))) data.append(name, value);
    for (const [name, list] of files)
      for (const file of list) {
        data.append(name, file, file.name);
        bytes += file.size;
      }
    body = data;
  } else {
    const { type, text } = encode(payload(form, values), own ? "json" : (options.encoding ?? site.formEncoding));
    headers["Content-Type"] = type;
    body = text;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    (options.timeoutMs ?? DELIVERY_TIMEOUT_MS) + bytes / UPLOAD_BYTES_PER_MS,
  );
  try {
    // Files to this site's own server, with someone watching: the upload reports its progress.
    const progress = own && body instanceof FormData && options.onProgress && !options.fetchImpl;
    const response = progress
      ? await postWithProgress(
          endpoint,
          { headers, body: body as FormData, signal: controller.signal },
          options.onProgress!,
        )
      : await (options.fetchImpl ?? fetch)(endpoint, {
          method: "POST",
          headers,
          body,
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
