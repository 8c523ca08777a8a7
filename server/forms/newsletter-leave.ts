/**
 * Leaving the newsletter by the reader's own link: /newsletter/leave/<id>/<token>, where the token
 * is a MAC of the reader's id under a key of the server's (from DATA_KEY, or kept in the
 * database), so a link names one reader and cannot be made for another. The office puts each
 * reader's link in the newsletter's CSV, for the mailing it sends. Opening the link asks first
 * (a button; no script needed); the reader is then removed, and the audit trail records it. A
 * link that is not valid, or used already, says so. In the reader's language; the route table
 * logs the path's pattern, never the token.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import type { AuditTrail } from "../accounts/audit";
import type { RequestStore } from "../db/requests";
import { escapeHtml as e, join } from "./html";
import { frame, type PageOptions } from "./visitor-pages";

/** The links' key, apart from the search key it is derived from. */
export const leaveKey = (searchKey: Buffer): Buffer =>
  Buffer.from(hkdfSync("sha256", searchKey, "", "newsletter leave links", 32));

export const leaveToken = (key: Buffer, id: string): string =>
  createHmac("sha256", key).update(`newsletter-leave:${id}`).digest("base64url").slice(0, 32);

/** A reader's link, from the site's public origin. */
export const leaveLink = (origin: string, key: Buffer, id: string): string =>
  `${origin}/newsletter/leave/${id}/${leaveToken(key, id)}`;

const words = {
  en: {
    title: "Leave the newsletter",
    ask: (email: string) => `Stop sending the newsletter to ${email}?`,
    askMore: "You will get no more newsletters from us. Your other requests, if any, stay as they are.",
    button: "Yes, stop the newsletter",
    done: "You have left the newsletter",
    doneMore: "We will send you no more newsletters. If you change your mind, sign up again on our blog.",
    invalid: "This link does not work",
    invalidMore:
      "It may have been used already, or it was copied only in part. Call us and we will take you off the list.",
  },
  es: {
    title: "Dejar el boletín",
    ask: (email: string) => `¿Dejamos de enviar el boletín a ${email}?`,
    askMore: "No recibirá más boletines nuestros. Sus otras solicitudes, si las tiene, no cambian.",
    button: "Sí, dejar el boletín",
    done: "Usted dejó el boletín",
    doneMore: "No le enviaremos más boletines. Si cambia de opinión, puede inscribirse de nuevo en nuestro blog.",
    invalid: "Este enlace no funciona",
    invalidMore: "Puede que ya se haya usado o que no se haya copiado completo. Llámenos y lo quitamos de la lista.",
  },
} satisfies Record<Lang, Record<string, unknown>>;

const BUTTON =
  "mt-6 inline-flex min-h-12 items-center justify-center rounded-full bg-accent-700 px-6 py-3 font-bold text-white hover:bg-accent-800";

export interface LeaveOptions {
  store: RequestStore;
  key: Buffer;
  audit: AuditTrail;
  headers: Record<string, string>;
  page: () => PageOptions;
}

export function newsletterLeave({ store, key, audit, headers, page }: LeaveOptions) {
  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    });
    res.end(body);
  };
  const shown = (lang: Lang, heading: string, more: string, extra = "") =>
    frame(
      lang,
      heading,
      join([`<h1 class="text-3xl">${e(heading)}</h1>`, `<p class="mt-4">${e(more)}</p>`, extra]),
      page(),
    );

  return {
    /** GET asks, POST leaves; anything not a reader's own valid link is answered 404, nothing changed. */
    handle(req: IncomingMessage, res: ServerResponse, id: string, token: string) {
      const expected = Buffer.from(leaveToken(key, id));
      const given = Buffer.from(token);
      const reader = store.get(id);
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || reader?.form !== "newsletter") {
        // No reader to take a language from: both, the Spanish marked as such.
        const spanish = `<div lang="es" class="mt-10"><h2 class="text-2xl">${e(words.es.invalid)}</h2><p class="mt-4">${e(words.es.invalidMore)}</p></div>`;
        return send(res, 404, shown("en", words.en.invalid, words.en.invalidMore, spanish));
      }
      const w = words[reader.lang];
      if (req.method !== "POST") {
        const email = reader.values?.email ?? "";
        const ask = `<form method="post"><button class="${BUTTON}">${e(w.button)}</button></form>`;
        return send(res, 200, shown(reader.lang, w.title, `${w.ask(email)} ${w.askMore}`, ask));
      }
      store.remove(id);
      audit.record({
        action: "newsletter-left",
        actor: null,
        actorLabel: reader.lang === "es" ? "el lector, con su enlace" : "the reader, by their link",
        target: id,
      });
      return send(res, 200, shown(reader.lang, w.done, w.doneMore));
    },
  };
}
