/**
 * The queue of requests (/office): filters (kind, status, language, assigned to, order) and a
 * search by name, phone or e-mail, 50 to a page, each row with its reply-by countdown; the
 * newsletter's list; and the CSV of what the filters show. Every export is recorded with the
 * rows it held.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../accounts/caller";
import type { User } from "../accounts/users";
import type { FormName } from "~/lib/delivery";
import { PAGE_SIZE, STATUSES, type QueueFilter, type RequestStatus, type StoredRequest } from "../db/requests";
import { requestsCsv } from "./csv";
import { localTime } from "./format";
import { REQUEST_ACTIONS, describe, isStep, actorName } from "./history";
import type { OfficeDeps } from "./index";
import { newsletterPage } from "./newsletter-page";
import type { Frame } from "./layout";
import { queuePage } from "./queue-view";

const KINDS: FormName[] = ["contact", "referral", "application"];

/**
 * Each status once, under the kinds of request that have it ("new" under all of them, "interview"
 * under job applications only), in the order the kinds list them: a job's statuses are not
 * offered as if they were a family's.
 */
export function statusGroups(kinds: FormName[]): { kinds: FormName[]; statuses: RequestStatus[] }[] {
  const groups = new Map<string, { kinds: FormName[]; statuses: RequestStatus[] }>();
  for (const status of new Set(kinds.flatMap((kind): readonly RequestStatus[] => STATUSES[kind]))) {
    const having = kinds.filter((kind) => (STATUSES[kind] as readonly RequestStatus[]).includes(status));
    const key = having.join(" ");
    if (!groups.has(key)) groups.set(key, { kinds: having, statuses: [] });
    groups.get(key)!.statuses.push(status);
  }
  return [...groups.values()];
}

/** Whether a request can be assigned to `u`: staff who work requests (not editors) and have joined (an invitation not yet taken is no one to call back). */
export const assignable = (u: User): boolean => u.role !== "editor" && u.passwordHash !== null;

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

  function notices(frame: Frame): { text: string; alert: boolean }[] {
    const { w } = frame;
    const failing = requests.failingCount();
    const waiting = requests.pendingCount();
    const spam = requests.count({ spam: true, status: "all" });
    // The server's set-up (mail, DATA_KEY) is said to those who can act on it: the owners.
    const owner = deps.can(frame, "update:settings");
    const all: (false | { text: string; alert: boolean })[] = [
      owner &&
        (deps.smtp
          ? failing > 0 && { text: w.queue.emailsFailing(failing), alert: true }
          : waiting > 0 && { text: w.queue.noSmtp(waiting), alert: true }),
      owner && !deps.encrypted && { text: w.queue.unencrypted, alert: false },
      spam > 0 && { text: w.queue.spam(spam), alert: false },
    ];
    return all.filter((n) => n !== false);
  }

  const pageLink = (url: URL, n: number) => {
    const next = new URLSearchParams(url.searchParams);
    next.set("page", String(n));
    return `/office?${next}`;
  };

  return {
    list(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL) {
      const frame = deps.frame(req, caller);
      // "done" is said once: the links of this page (back, next page) do not carry it.
      const deleted = url.searchParams.get("done") === "deleted";
      url.searchParams.delete("done");
      const filter = filterFrom(url, caller.user.id);
      const current = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
      const { requests: shown, total } = requests.page(filter, current);
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      // The list shows names and phone numbers: which rows a person saw is recorded too.
      deps.record(req, caller.user, REQUEST_ACTIONS.listed, null, shown.map((r) => r.id).join(" "));
      const html = queuePage(frame, url, {
        kinds: KINDS,
        statuses: statusGroups(KINDS),
        staff: users
          .list()
          .filter(assignable)
          .map((u): [string, string] => [u.id, u.name]),
        notices: notices(frame),
        deleted,
        shown,
        total,
        first: total === 0 ? 0 : (current - 1) * PAGE_SIZE + 1,
        current,
        pages,
        now: clock(),
        userName,
        pageLink: (n) => pageLink(url, n),
      });
      deps.sendPage(req, res, 200, html);
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
          ? `${describe(step, frame.w, (id) => userName(id))} (${actorName(step, frame.w)}, ${localTime(step.at, frame.lang)})`
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
        ...(newsletter && { leaveLink: (r: StoredRequest) => deps.leaveLink(r.id) }),
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
