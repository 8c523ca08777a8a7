/**
 * POST /api/forms/{contact,application,newsletter}: checks, validates with the forms' shared
 * schemas, keeps the request (the database write is done before the answer), queues the office
 * e-mail, then answers: JSON to the site's script, a page (303 to the thank-you page, or the form
 * again with errors) to a browser posting without JavaScript. Nothing the visitor typed is logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { HONEYPOT_FIELD, type FormName } from "~/lib/delivery";
import { BodyError, bodyKind, parseFields, readBody } from "./body";
import { checkboxNames, fieldNames } from "./form-fields";
import { escapeHtml } from "./html";
import type { RateLimit } from "./rate-limit";
import { clientAddress, isCrossSite } from "./request-info";
import type { RequestStore } from "./db/requests";
import { validateForm } from "~/lib/forms";
import { formAgainPage, thankYouPage, type PageOptions } from "./visitor-pages";
import { isSpanishPath } from "./paths";

export const FORMS: readonly FormName[] = ["contact", "application", "newsletter"];
export const isFormName = (name: string): name is FormName => (FORMS as readonly string[]).includes(name);

/** The thank-you page a native post is sent to: /forms/contact/sent, /es/forms/contact/sent. */
export const sentPath = (form: FormName, lang: Lang) => `${lang === "es" ? "/es" : ""}/forms/${form}/sent`;

const problems = {
  en: {
    cross_site: "This form can only be sent from our own website.",
    too_many: "We have received too many messages from your connection. Please wait a little, or call us.",
    too_large: "What you sent is too long. Please shorten your message, or call us.",
    malformed: "Your browser sent the form in a way we could not read. Please try again, or call us.",
    unsupported_type: "Your browser sent the form in a way we could not read. Please try again, or call us.",
  },
  es: {
    cross_site: "Este formulario solo se puede enviar desde nuestro propio sitio web.",
    too_many: "Hemos recibido demasiados mensajes desde su conexión. Espere un poco, o llámenos.",
    too_large: "Lo que envió es demasiado largo. Acorte su mensaje, o llámenos.",
    malformed: "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    unsupported_type:
      "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
  },
} satisfies Record<Lang, Record<string, string>>;
type Problem = keyof (typeof problems)["en"];

export interface FormEndpointOptions {
  store: RequestStore;
  /** Called with the id of every request stored (spam aside): the audit trail's first line about it. */
  stored: (id: string) => void;
  /** Called after a consultation or application was stored: sends the office e-mail. */
  notify: () => void;
  limiter: RateLimit;
  trustProxy: boolean;
  clock: () => number;
  headers: Record<string, string>;
  page: PageOptions;
}

export function formEndpoint(options: FormEndpointOptions) {
  const { store, limiter, headers } = options;

  const wantsJson = (req: IncomingMessage) =>
    bodyKind(req) === "json" || /application\/json/.test(req.headers.accept ?? "");

  function answer(res: ServerResponse, status: number, type: "json" | "html", body: string, extra = {}) {
    res.writeHead(status, {
      ...headers,
      "Cache-Control": "no-store",
      "Content-Type": type === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      ...extra,
    });
    res.end(body);
  }

  function fail(req: IncomingMessage, res: ServerResponse, status: number, code: Problem, extra = {}) {
    if (wantsJson(req)) return answer(res, status, "json", JSON.stringify({ ok: false, error: code }), extra);
    // Without JavaScript the page's language is in the address it came from.
    const lang: Lang = isSpanishPath(new URL(req.headers.referer ?? "/", "http://x").pathname) ? "es" : "en";
    const text = escapeHtml(problems[lang][code]);
    const phone = escapeHtml(site.phones.main.display);
    const call = `${lang === "es" ? "Llámenos al" : "Call us at"} <a href="${telHref(site.phones.main)}">${phone}</a>.`;
    const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${text}</title></head><body><main><p>${text}</p><p>${call}</p><p><a href="${lang === "es" ? "/es/contact" : "/contact"}">${lang === "es" ? "Volver" : "Back"}</a></p></main></body></html>`;
    answer(res, status, "html", html, extra);
  }

  /** Handles /api/forms/<name>; returns the stored request's id, if one was stored. */
  async function handle(req: IncomingMessage, res: ServerResponse, name: string): Promise<string | undefined> {
    if (!isFormName(name)) return void answer(res, 404, "json", JSON.stringify({ ok: false, error: "unknown_form" }));
    if (req.method !== "POST") {
      return void answer(res, 405, "json", JSON.stringify({ ok: false, error: "method_not_allowed" }), {
        Allow: "POST",
      });
    }
    if (isCrossSite(req, options.trustProxy)) return void fail(req, res, 403, "cross_site");
    const wait = limiter.hit(clientAddress(req, options.trustProxy), options.clock());
    if (wait) return void fail(req, res, 429, "too_many", { "Retry-After": String(wait) });
    const kind = bodyKind(req);
    if (!kind) return void fail(req, res, 415, "unsupported_type");
    let fields: Record<string, string>;
    try {
      fields = parseFields(await readBody(req), kind);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      // Stop reading a body that is too large; the connection closes after the answer.
      if (error.status === 413) res.setHeader("Connection", "close");
      return void fail(req, res, error.status, error.code as Problem);
    }
    const lang: Lang = (fields.lang ?? fields.language) === "es" ? "es" : "en";
    const values = Object.fromEntries(
      fieldNames(name)
        .filter((field) => typeof fields[field] === "string")
        .map((field) => [field, fields[field]!]),
    );
    const spam = Boolean(fields[HONEYPOT_FIELD]?.trim());
    let id: string;
    if (spam) {
      id = store.add({ form: name, lang, values, spam: true }, { notify: false, now: options.clock() });
    } else {
      const result = validateForm(name, values, lang);
      if (!result.ok) {
        if (kind === "json") return void answer(res, 400, "json", JSON.stringify({ ok: false, errors: result.errors }));
        return void answer(res, 400, "html", formAgainPage(name, lang, values, result.errors, options.page));
      }
      const data = Object.fromEntries(Object.entries(result.data).map(([k, v]) => [k, String(v)]));
      // An unticked yes/no box sends nothing: the office reads "no" (may not text, only call).
      for (const box of checkboxNames(name)) data[box] ??= "no";
      id = store.add({ form: name, lang, values: data }, { notify: name !== "newsletter", now: options.clock() });
      options.stored(id);
      if (name !== "newsletter") options.notify();
    }
    if (kind === "json") answer(res, 200, "json", JSON.stringify({ ok: true, id }));
    else answer(res, 303, "html", "", { Location: sentPath(name, lang) });
    return id;
  }

  /** GET /forms/<name>/sent and /es/forms/<name>/sent. */
  function sentPage(req: IncomingMessage, res: ServerResponse, name: FormName, lang: Lang) {
    answer(res, 200, "html", req.method === "HEAD" ? "" : thankYouPage(name, lang, options.page));
  }

  return { handle, sentPage };
}
