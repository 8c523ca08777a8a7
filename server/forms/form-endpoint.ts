/**
 * POST /api/forms/{contact,application,newsletter,referral}: checks, validates with the forms'
 * shared schemas, keeps the request (the database write is done before the answer), queues the
 * office e-mail, then answers: JSON to the site's script, a page (303 to the thank-you page, or the
 * form again with errors) to a browser posting without JavaScript. A form with a file field (the
 * referral's documents, the application's résumé) comes as multipart/form-data: its files are
 * read into the file store as they arrive (./files/multipart.ts), checked by their bytes, moved
 * into place, and only then is the request committed with them. Every refusal of a post without
 * JavaScript is the form again with what was typed (its files dropped, its fields read on),
 * in the language of its hidden field. Nothing the visitor typed is logged, nor any file's name.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import { HONEYPOT_FIELD, type FormName } from "~/lib/delivery";
import { BodyError, bodyKind, parseFields, readBody } from "../body";
import { checkboxNames, fieldNames } from "./form-fields";
import type { RateLimit } from "../rate-limit";
import { clientAddress, isCrossSite } from "../request-info";
import type { RequestStore } from "../db/requests";
import { checkFiles, fileRuleOf, validateForm } from "~/lib/forms";
import { documentsField, resumeField, type FileFieldWords } from "~/content/file-fields";
import { fileWords as fileWordsOf } from "~/lib/forms/files";
import { fill } from "~/i18n/format";
import { problems, type Problem } from "./form-problems";
import { confirmationFrom, confirmationOf, confirmationQuery } from "./referral-confirmation";
import type { FileStore } from "../files/file-store";
import { isMultipart, readMultipart, type FilesRefused, type ReceivedFile } from "../files/multipart";
import { reduceLargePhotos } from "../files/photo-reduce";
import { formAgainPage, thankYouPage, type PageOptions } from "./visitor-pages";

export const FORMS: readonly FormName[] = ["contact", "application", "newsletter", "referral"];
export const isFormName = (name: string): name is FormName => (FORMS as readonly string[]).includes(name);

/** The thank-you page a native post is sent to: /forms/contact/sent, /es/forms/contact/sent. */
export const sentPath = (form: FormName, lang: Lang) => `${lang === "es" ? "/es" : ""}/forms/${form}/sent`;

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

/** What held a no-JavaScript post back: the address's limits (seconds to wait) and its files' refusal. */
interface Held {
  address: string;
  wait: number;
  uploads: number;
  refused?: FilesRefused;
}

/** The answer's status when a post's files were refused and its fields read on. */
const REFUSED_STATUS: Record<FilesRefused["why"], number> = {
  each: 413,
  total: 413,
  count: 400,
  dropped: 429,
  unreadable: 400,
};

/** "wait {minutes} minutes": at least one. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The file field's message for files refused while reading, in the field's words (limits filled in). */
function refusalOf(refused: FilesRefused, words: FileFieldWords, seconds: number): string {
  const w = words.errors;
  if (refused.why === "each") return fill(w.tooLarge, { name: refused.name });
  if (refused.why === "unreadable") return fill(w.unreadable ?? w.type, { name: refused.name });
  if (refused.why === "count") return w.tooMany;
  if (refused.why === "total") return w.total;
  return fill(w.wait, { minutes: minutesOf(seconds) });
}

/** The page's language without its fields: the form's address says it (`/api/forms/referral?lang=es`). */
const actionLang = (req: IncomingMessage): Lang =>
  new URL(req.url ?? "/", "http://x").searchParams.get("lang") === "es" ? "es" : "en";

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

  /**
   * A post refused before its fields are read: JSON to the site's script; without JavaScript, the
   * form again (empty: nothing was read) with the reason on top, in the language the form's
   * address names (`?lang=es`), never the Referer.
   */
  function fail(req: IncomingMessage, res: ServerResponse, status: number, code: Problem, extra = {}, seconds = 0) {
    if (wantsJson(req)) return answer(res, status, "json", JSON.stringify({ ok: false, error: code }), extra);
    const lang = actionLang(req);
    const form = /^\/api\/forms\/([a-z]+)$/.exec(new URL(req.url ?? "/", "http://x").pathname)?.[1] ?? "";
    const problem = fill(problems[lang][code], { minutes: minutesOf(seconds) });
    const page = formAgainPage(isFormName(form) ? form : "contact", lang, {}, {}, options.page(), { problem });
    answer(res, status, "html", page, extra);
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
    // Without JavaScript a refusal is the form again with what was typed: its fields are read.
    const native = !wantsJson(req);
    // A post that may carry files and is refused unread: the connection closes after the answer,
    // so its files are never read.
    const unread = multipart ? { Connection: "close" } : {};
    const address = clientAddress(req, options.trustProxy);
    if (isCrossSite(req, options.trustProxy)) return void fail(req, res, 403, "cross_site", unread);
    const wait = limiter.hit(address, options.clock());
    if (wait && !native) return void fail(req, res, 429, "too_many", { "Retry-After": String(wait), ...unread });
    const kind = multipart ? "multipart" : bodyKind(req);
    if (!kind) return void fail(req, res, 415, "unsupported_type");
    const rule = fileRuleOf(name);
    // Only posts that kept files count against the address's files (a refused one does not).
    const uploads = multipart ? options.uploadLimiter.waiting(address, options.clock()) : 0;
    if (uploads && !native) return void fail(req, res, 429, "too_many", { "Retry-After": String(uploads), ...unread });
    if (multipart && !options.files.hasRoom(Number(req.headers["content-length"] ?? rule?.total ?? 0)))
      return void fail(req, res, 503, "no_room", unread);
    let fields: Record<string, string>;
    let files: ReceivedFile[] = [];
    let refused: FilesRefused | undefined;
    try {
      if (multipart) {
        const read = { keepFields: native, dropFiles: Boolean(wait || uploads) };
        ({ fields, files, refused } = await readMultipart(req, options.files, rule, read));
      } else fields = parseFields(await readBody(req), kind as "json" | "form");
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
      // A phone's large photo is made smaller before it is judged (not for a bot's post, nor one held back).
      if (files.length > 0 && !refused && !wait && !fields[HONEYPOT_FIELD]?.trim())
        ({ files, refused } = await reduceLargePhotos(options.files, rule, files));
      outcome = await keep(req, res, name, kind, fields, files, { address, wait, uploads, refused });
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
    held: Held,
  ): Promise<Outcome> {
    // The form's hidden field names its language.
    const lang: Lang = (fields.lang ?? fields.language) === "es" ? "es" : "en";
    const values = Object.fromEntries(
      fieldNames(name)
        .filter((field) => typeof fields[field] === "string")
        .map((field) => [field, fields[field]!]),
    );
    if (held.wait) {
      const problem = fill(problems[lang].too_many, { minutes: minutesOf(held.wait) });
      const filesDropped = files.length > 0 || held.refused !== undefined;
      const page = formAgainPage(name, lang, values, {}, options.page(), { problem, filesDropped });
      return { filesKept: false, answer: () => answer(res, 429, "html", page, { "Retry-After": String(held.wait) }) };
    }
    const spam = Boolean(fields[HONEYPOT_FIELD]?.trim());
    if (spam) {
      const id = store.add({ form: name, lang, values, spam: true }, { notify: false, now: options.clock() });
      return { id, filesKept: false, answer: () => answerSent(res, name, lang, kind, id, false) };
    }
    const result = validateForm(name, values, lang);
    const errors: Record<string, string> = result.ok ? {} : { ...result.errors };
    const rule = fileRuleOf(name);
    const fileWordsIn = rule && fileWordsOf(rule, fileFieldWords[rule.field as keyof typeof fileFieldWords][lang]);
    if (rule && fileWordsIn && held.refused) errors[rule.field] = refusalOf(held.refused, fileWordsIn, held.uploads);
    else if (rule && files.length > 0) {
      const problem = checkFiles(rule, files, fileFieldWords[rule.field as keyof typeof fileFieldWords][lang]);
      if (problem) errors[rule.field] = problem;
    }
    if (!result.ok || Object.keys(errors).length > 0) {
      const filesDropped = files.length > 0 || held.refused !== undefined;
      const status = held.refused ? REFUSED_STATUS[held.refused.why] : 400;
      const extra = held.uploads && held.refused ? { "Retry-After": String(held.uploads) } : {};
      return {
        filesKept: false,
        answer: () =>
          wantsJson(req)
            ? answer(res, status, "json", JSON.stringify({ ok: false, errors }))
            : answer(
                res,
                status,
                "html",
                formAgainPage(name, lang, values, errors, options.page(), { filesDropped }),
                extra,
              ),
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
    if (kept.length > 0) options.uploadLimiter.hit(held.address, options.clock());
    if (name !== "newsletter") options.notify();
    return { id, filesKept: true, answer: () => answerSent(res, name, lang, kind, id) };
  }

  /**
   * "Sent": JSON to the site's script, a 303 to the thank-you page for a native post; a referral's
   * with its reference and call-back time (a bot's "sent" carries none).
   */
  function answerSent(res: ServerResponse, name: FormName, lang: Lang, kind: string, id: string, real = true) {
    const replyBy = real && name === "referral" ? (store.get(id)?.replyBy ?? null) : undefined;
    if (kind === "json" || wantsJson(res.req)) {
      const confirmation = replyBy !== undefined ? confirmationOf(id, replyBy, lang) : {};
      answer(res, 200, "json", JSON.stringify({ ok: true, id, ...confirmation }));
    } else {
      const query = replyBy !== undefined ? confirmationQuery(id, replyBy) : "";
      answer(res, 303, "html", "", { Location: `${sentPath(name, lang)}${query}` });
    }
  }

  /** GET /forms/<name>/sent and /es/forms/<name>/sent (a referral's with its confirmation, from the address). */
  function sentPage(req: IncomingMessage, res: ServerResponse, name: FormName, lang: Lang) {
    const confirmation = name === "referral" ? confirmationFrom(req.url ?? "/", lang, options.clock()) : null;
    answer(res, 200, "html", req.method === "HEAD" ? "" : thankYouPage(name, lang, options.page(), confirmation));
  }

  return { handle, sentPage };
}
