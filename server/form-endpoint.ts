/**
 * POST /api/forms/{contact,application,newsletter,referral}: checks, validates with the forms'
 * shared schemas, keeps the request (the database write is done before the answer), queues the
 * office e-mail, then answers: JSON to the site's script, a page (303 to the thank-you page, or the
 * form again with errors) to a browser posting without JavaScript. A form with a file field (the
 * referral's documents, the application's résumé) comes as multipart/form-data: its files are
 * read into the file store as they arrive (./files/multipart.ts), checked by their bytes, moved
 * into place, and only then is the request committed with them. Nothing the visitor typed is
 * logged, nor any file's name.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import { site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { HONEYPOT_FIELD, type FormName } from "~/lib/delivery";
import { BodyError, bodyKind, parseFields, readBody } from "./body";
import { checkboxNames, fieldNames, formSpec } from "./form-fields";
import { escapeHtml } from "./html";
import type { RateLimit } from "./rate-limit";
import { clientAddress, isCrossSite } from "./request-info";
import type { RequestStore } from "./db/requests";
import { checkFiles, fileRuleOf, validateForm } from "~/lib/forms";
import { documentsField, resumeField } from "~/content/file-fields";
import type { FileStore } from "./files/file-store";
import { isMultipart, readMultipart, type ReceivedFile } from "./files/multipart";
import { formAgainPage, thankYouPage, type PageOptions } from "./visitor-pages";
import { isSpanishPath } from "./paths";

export const FORMS: readonly FormName[] = ["contact", "application", "newsletter", "referral"];
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
    file_too_large:
      "A file you attached is larger than the form takes. Please go back and choose a smaller one, or call us.",
    too_many_files: "You attached more files than the form takes. Please go back and choose fewer, or call us.",
    too_many_fields: "Your browser sent the form in a way we could not read. Please try again, or call us.",
    no_room: "We cannot take files right now. Please call us, or try again later.",
  },
  es: {
    cross_site: "Este formulario solo se puede enviar desde nuestro propio sitio web.",
    too_many: "Hemos recibido demasiados mensajes desde su conexión. Espere un poco, o llámenos.",
    too_large: "Lo que envió es demasiado largo. Acorte su mensaje, o llámenos.",
    malformed: "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    unsupported_type:
      "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    file_too_large:
      "Un archivo que adjuntó es más grande de lo que el formulario acepta. Vuelva atrás y elija uno más pequeño, o llámenos.",
    too_many_files: "Adjuntó más archivos de los que el formulario acepta. Vuelva atrás y elija menos, o llámenos.",
    too_many_fields:
      "Su navegador envió el formulario de una forma que no pudimos leer. Inténtelo de nuevo, o llámenos.",
    no_room: "Ahora no podemos recibir archivos. Llámenos, o inténtelo más tarde.",
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
  /** Where files arrive and are kept. */
  files: FileStore;
  /** Posts that may carry files (multipart), per address: a narrower limit than the words' own. */
  uploadLimiter: RateLimit;
  trustProxy: boolean;
  clock: () => number;
  headers: Record<string, string>;
  /** The live build's stylesheet and words, asked at each answer. */
  page: () => PageOptions;
}

/** What became of a post: the request kept (none: refused), whether its files were kept with it (a bot's never are), and the answer to send once the files that were not are gone. */
interface Outcome {
  id?: string;
  filesKept: boolean;
  answer(): void;
}

/** Each file field's words, in a language (the messages about its files). */
const fileFieldWords = { documents: documentsField, resume: resumeField } as const;

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
    const form = /^\/api\/forms\/([a-z]+)$/.exec(req.url ?? "")?.[1] ?? "";
    const back = isFormName(form) ? formSpec(form, lang).page : lang === "es" ? "/es/contact" : "/contact";
    const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><main><p>${text}</p><p>${call}</p><p><a href="${escapeHtml(back)}">${lang === "es" ? "Volver" : "Back"}</a></p></main></body></html>`;
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
    const multipart = isMultipart(req);
    // A post that may carry files and is refused unread: the connection closes after the answer,
    // so its files are never read.
    const unread = multipart ? { Connection: "close" } : {};
    if (isCrossSite(req, options.trustProxy)) return void fail(req, res, 403, "cross_site", unread);
    const wait = limiter.hit(clientAddress(req, options.trustProxy), options.clock());
    if (wait) return void fail(req, res, 429, "too_many", { "Retry-After": String(wait), ...unread });
    const kind = multipart ? "multipart" : bodyKind(req);
    if (!kind) return void fail(req, res, 415, "unsupported_type");
    const rule = fileRuleOf(name);
    if (multipart) {
      const uploads = options.uploadLimiter.hit(clientAddress(req, options.trustProxy), options.clock());
      if (uploads) return void fail(req, res, 429, "too_many", { "Retry-After": String(uploads), ...unread });
      if (!options.files.hasRoom(Number(req.headers["content-length"] ?? rule?.total ?? 0)))
        return void fail(req, res, 503, "no_room", unread);
    }
    let fields: Record<string, string>;
    let files: ReceivedFile[] = [];
    try {
      if (multipart) ({ fields, files } = await readMultipart(req, options.files, rule));
      else fields = parseFields(await readBody(req), kind as "json" | "form");
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      // Stop reading a body that is too large; the connection closes after the answer.
      if (error.status === 413 || multipart) res.setHeader("Connection", "close");
      return void fail(req, res, error.status, error.code as Problem);
    }
    // From here on, the files are either kept with the request or removed, before the answer.
    const discard = () => options.files.discard(files.map((f) => f.id));
    let outcome: Outcome;
    try {
      outcome = await keep(req, res, name, kind, fields, files);
    } catch (error) {
      await discard();
      throw error;
    }
    if (!outcome.filesKept) await discard();
    outcome.answer();
    return outcome.id;
  }

  /** Validates what was read and keeps it; says how to answer. */
  async function keep(
    req: IncomingMessage,
    res: ServerResponse,
    name: FormName,
    kind: "json" | "form" | "multipart",
    fields: Record<string, string>,
    files: ReceivedFile[],
  ): Promise<Outcome> {
    const lang: Lang = (fields.lang ?? fields.language) === "es" ? "es" : "en";
    const values = Object.fromEntries(
      fieldNames(name)
        .filter((field) => typeof fields[field] === "string")
        .map((field) => [field, fields[field]!]),
    );
    const spam = Boolean(fields[HONEYPOT_FIELD]?.trim());
    if (spam) {
      const id = store.add({ form: name, lang, values, spam: true }, { notify: false, now: options.clock() });
      return { id, filesKept: false, answer: () => answerSent(res, name, lang, kind, id) };
    }
    const result = validateForm(name, values, lang);
    const errors: Record<string, string> = result.ok ? {} : { ...result.errors };
    const rule = fileRuleOf(name);
    if (rule && files.length > 0) {
      const problem = checkFiles(rule, files, fileFieldWords[rule.field as keyof typeof fileFieldWords][lang]);
      if (problem) errors[rule.field] = problem;
    }
    if (!result.ok || Object.keys(errors).length > 0) {
      const filesDropped = files.length > 0;
      return {
        filesKept: false,
        answer: () =>
          wantsJson(req)
            ? answer(res, 400, "json", JSON.stringify({ ok: false, errors }))
            : answer(res, 400, "html", formAgainPage(name, lang, values, errors, options.page(), { filesDropped })),
      };
    }
    const data = Object.fromEntries(Object.entries(result.data).map(([k, v]) => [k, String(v)]));
    // An unticked yes/no box sends nothing: the office reads "no" (may not text, only call).
    for (const box of checkboxNames(name)) data[box] ??= "no";
    // The files are on the disk, in place, before the request that names them is committed.
    await options.files.promote(files.map((f) => f.id));
    const kept = files.map((f) => ({ id: f.id, field: f.field, name: f.name, kind: f.kind!, size: f.size }));
    const id = store.add(
      { form: name, lang, values: data, files: kept },
      { notify: name !== "newsletter", now: options.clock() },
    );
    options.stored(id);
    if (name !== "newsletter") options.notify();
    return { id, filesKept: true, answer: () => answerSent(res, name, lang, kind, id) };
  }

  /** "Sent": JSON to the site's script, a 303 to the thank-you page for a native post. */
  function answerSent(res: ServerResponse, name: FormName, lang: Lang, kind: string, id: string) {
    if (kind === "json" || wantsJson(res.req)) answer(res, 200, "json", JSON.stringify({ ok: true, id }));
    else answer(res, 303, "html", "", { Location: sentPath(name, lang) });
  }

  /** GET /forms/<name>/sent and /es/forms/<name>/sent. */
  function sentPage(req: IncomingMessage, res: ServerResponse, name: FormName, lang: Lang) {
    answer(res, 200, "html", req.method === "HEAD" ? "" : thankYouPage(name, lang, options.page()));
  }

  return { handle, sentPage };
}
