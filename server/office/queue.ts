/**
 * The queue of requests (/office): filters (kind, status, language, assigned to, order) and a
 * search by name, phone or e-mail, 50 to a page, each row with its reply-by countdown; the
 * newsletter's list; and the CSV of what the filters show. Every export is recorded with the
 * rows it held.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../accounts/caller";
import type { FormName } from "~/lib/delivery";
import { escapeHtml as e, join } from "../html";
import { PAGE_SIZE, STATUSES, type QueueFilter, type StoredRequest } from "../db/requests";
import { requestsCsv } from "./csv";
import { countdown, localTime, telHref } from "./format";
import { REQUEST_ACTIONS, describe, isStep, actorName } from "./history";
import type { OfficeDeps } from "./index";
import { newsletterPage } from "./newsletter-page";
import { BUTTON, message, page, PRIMARY, select, field, type Frame } from "./layout";
import { referrerOf, senderOf } from "./request-fields";

const KINDS: FormName[] = ["contact", "referral", "application"];

export function filterFrom(url: URL, me: string): QueueFilter {
  const p = url.searchParams;
  const form = p.get("kind");
  const assigned = p.get("assigned") ?? "";
  return {
    form: KINDS.find((kind) => kind === form),
    status: p.get("status") || "open",
    lang: p.get("lang") === "es" ? "es" : p.get("lang") === "en" ? "en" : undefined,
    assigned: assigned === "me" ? me : assigned || undefined,
    query: (p.get("q") ?? "").slice(0, 200),
    order: p.get("order") === "newest" ? "newest" : "due",
  };
}

export function queuePages(deps: OfficeDeps) {
  const { requests, users, headers, clock } = deps;
  const userName = (id: string | null) => (id ? (users.byId(id)?.name ?? "") : "");

  function row(frame: Frame, r: StoredRequest, back: string): string {
    const { w } = frame;
    const href = `/office/requests/${r.id}?back=${encodeURIComponent(back)}`;
    const answered = r.status !== "new";
    return join([
      `<li class="grid gap-1 rounded-2xl border-2 border-brand-200 p-4 sm:grid-cols-[2fr_1fr_1fr]">`,
      `<div><h2 class="text-xl"><a class="underline" href="${e(href)}">${e(senderOf(r) || w.queue.encrypted)}</a></h2>`,
      `<p>${e(w.kinds[r.form])}`,
      r.lang === "es" && ` · <strong lang="es">${e(w.queue.spanish)}</strong>`,
      ` · ${e(w.statuses[r.status])}</p>`,
      referrerOf(r) && `<p>${e(w.request.referrer(referrerOf(r)!))}</p>`,
      r.values?.phone &&
        `<p><a class="inline-flex min-h-6 underline" href="${telHref(r.values.phone)}">${e(w.request.call(r.values.phone))}</a></p>`,
      `</div><div><p class="text-muted">${e(w.queue.received)}</p><p>${e(localTime(r.receivedAt, frame.lang, "short"))}</p></div>`,
      `<div>`,
      r.replyBy !== null &&
        (answered
          ? `<p class="text-muted">${e(w.queue.answered)}</p>`
          : `<p class="text-muted">${e(w.queue.replyBy)} ${e(localTime(r.replyBy, frame.lang, "short"))}</p><p>${countdown(r.replyBy, clock(), w)}</p>`),
      `<p>${e(r.assignedTo ? userName(r.assignedTo) : w.queue.unassigned)}</p></div></li>`,
    ]);
  }

  function filters(frame: Frame, url: URL): string {
    const { w } = frame;
    const p = url.searchParams;
    const statuses = [...new Set(KINDS.flatMap((kind) => STATUSES[kind]))];
    return join([
      `<form method="get" action="/office" class="mt-4 grid gap-3 rounded-2xl bg-brand-50 p-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="${e(w.queue.filters)}">`,
      `<div class="sm:col-span-2 lg:col-span-3">`,
      field({ id: "q", label: w.queue.search, type: "search", value: p.get("q") ?? "", autocomplete: "off" }),
      `</div>`,
      select({
        id: "kind",
        label: w.queue.kind,
        value: p.get("kind") ?? "",
        choices: [["", w.queue.anyKind], ...KINDS.map((k): [string, string] => [k, w.kinds[k]])],
      }),
      select({
        id: "status",
        label: w.queue.status,
        value: p.get("status") ?? "open",
        choices: [
          ["open", w.queue.open],
          ["all", w.queue.all],
          ...statuses.map((s): [string, string] => [s, w.statuses[s]]),
        ],
      }),
      select({
        id: "lang",
        label: w.queue.lang,
        value: p.get("lang") ?? "",
        choices: [
          ["", w.queue.anyLang],
          ["en", w.language.en],
          ["es", w.language.es],
        ],
      }),
      select({
        id: "assigned",
        label: w.queue.assigned,
        value: p.get("assigned") ?? "",
        choices: [
          ["", w.queue.anyone],
          ["none", w.queue.nobody],
          ...users
            .list()
            .filter((u) => u.role !== "editor")
            .map((u): [string, string] => [u.id, u.name]),
        ],
      }),
      select({
        id: "order",
        label: w.queue.order,
        value: p.get("order") ?? "due",
        choices: [
          ["due", w.queue.due],
          ["newest", w.queue.newest],
        ],
      }),
      `<div class="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3"><button class="${PRIMARY}">${e(w.queue.apply)}</button>`,
      `<a class="${BUTTON}" href="/office">${e(w.queue.clear)}</a>`,
      // The export takes the form's filters as they stand (formaction), with the notes only when ticked.
      `<button class="${BUTTON}" formaction="/office/export.csv">${e(w.queue.export)}</button>`,
      `<label class="flex min-h-12 items-center gap-2"><input type="checkbox" name="notes" value="1" class="size-6"> ${e(w.queue.exportNotes)}</label></div>`,
      `</form>`,
    ]);
  }

  function notes(frame: Frame): string[] {
    const { w } = frame;
    const failing = requests.failingCount();
    const waiting = requests.pendingCount();
    const spam = requests.count({ spam: true, status: "all" });
    return [
      deps.smtp
        ? failing > 0 && message(w.queue.emailsFailing(failing))
        : waiting > 0 && message(w.queue.noSmtp(waiting)),
      !deps.encrypted && `<p class="mt-3">${e(w.queue.unencrypted)}</p>`,
      spam > 0 && `<p class="mt-3">${e(w.queue.spam(spam))}</p>`,
    ].filter((n): n is string => Boolean(n));
  }

  const pageLink = (url: URL, n: number) => {
    const next = new URLSearchParams(url.searchParams);
    next.set("page", String(n));
    return `/office?${next}`;
  };

  return {
    list(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL) {
      const frame = deps.frame(req, caller);
      const { w } = frame;
      // "done" is said once: the links of this page (back, next page) do not carry it.
      const deleted = url.searchParams.get("done") === "deleted";
      url.searchParams.delete("done");
      const filter = filterFrom(url, caller.user.id);
      const current = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
      const { requests: shown, total } = requests.page(filter, current);
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const back = `${url.pathname}${url.search}`;
      // The list shows names and phone numbers: which rows a person saw is recorded too.
      deps.record(req, caller.user, REQUEST_ACTIONS.listed, null, shown.map((r) => r.id).join(" "));
      const first = total === 0 ? 0 : (current - 1) * PAGE_SIZE + 1;
      const body = join([
        `<h1 class="text-3xl">${e(w.queue.title)}</h1>`,
        deleted && message(w.request.deleted, "ok"),
        notes(frame),
        filters(frame, url),
        `<p class="mt-4" role="status">${e(w.queue.count(total ? `${first}–${first + shown.length - 1}` : "0", total))}</p>`,
        shown.length === 0
          ? `<p class="mt-4">${e(w.queue.none)}</p>`
          : `<ul class="mt-4 grid gap-3">${shown.map((r) => row(frame, r, back)).join("")}</ul>`,
        pages > 1 &&
          join([
            `<nav class="mt-6 flex flex-wrap items-center gap-3" aria-label="${e(w.queue.page(current, pages))}">`,
            current > 1 && `<a class="${BUTTON}" href="${e(pageLink(url, current - 1))}">${e(w.queue.previous)}</a>`,
            `<span>${e(w.queue.page(current, pages))}</span>`,
            current < pages && `<a class="${BUTTON}" href="${e(pageLink(url, current + 1))}">${e(w.queue.next)}</a>`,
            `</nav>`,
          ]),
      ]);
      deps.sendPage(req, res, 200, page(frame, w.queue.title, body));
    },

    exportCsv(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL) {
      const frame = deps.frame(req, caller);
      const newsletter = url.searchParams.get("kind") === "newsletter";
      const filter: QueueFilter = newsletter ? { form: "newsletter", status: "all" } : filterFrom(url, caller.user.id);
      const rows = requests.all(filter);
      const withNotes = !newsletter && url.searchParams.get("notes") === "1";
      deps.record(
        req,
        caller.user,
        REQUEST_ACTIONS.exported,
        null,
        `${rows.length} rows${withNotes ? " with their notes" : ""}: ${rows.map((r) => r.id).join(" ")}`,
      );
      const lastStep = (r: StoredRequest) => {
        const step = deps.audit.forTarget(r.id).filter(isStep).at(-1);
        return step
          ? `${describe(step, frame.w, (id) => userName(id))} (${actorName(step, frame.w)}, ${localTime(step.at, frame.lang, "short")})`
          : "";
      };
      const forms: FormName[] = newsletter ? ["newsletter"] : filter.form ? [filter.form] : KINDS;
      const body = requestsCsv(rows, {
        lang: frame.lang,
        w: frame.w,
        forms,
        userName,
        lastStep,
        ...(withNotes && { notes: (r: StoredRequest) => requests.notes(r.id) }),
      });
      res.writeHead(200, {
        ...headers,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${newsletter ? "newsletter" : "requests"}-${new Date(clock()).toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      });
      res.end(body);
    },

    newsletter(req: IncomingMessage, res: ServerResponse, caller: Caller) {
      const frame = deps.frame(req, caller);
      const all = requests.all({ form: "newsletter", status: "all" });
      deps.record(req, caller.user, "newsletter-viewed", null, `${all.length} rows`);
      const removed = new URL(req.url ?? "/", "http://x").searchParams.get("done") === "deleted";
      deps.sendPage(
        req,
        res,
        200,
        newsletterPage(frame, all, { canRemove: deps.can(frame, "delete:requests"), removed }),
      );
    },
  };
}
