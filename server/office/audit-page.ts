/**
 * The audit trail, for owners (/office/audit): filtered by action, person and dates, 100 to a
 * page, newest first, with the result of walking the whole chain of hashes; the same rows as CSV.
 * Reading and exporting the trail are recorded too.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuditFilter } from "../accounts/audit";
import { escapeHtml as e, join } from "../html";
import { csv } from "./csv";
import { localTime } from "./format";
import type { OfficeDeps } from "./index";
import { BUTTON, field, message, page, PRIMARY, select } from "./layout";

const FLORIDA_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date typed in the filter, as the start of that day in Florida (UTC-5; an hour early in summer is harmless). */
const dayStart = (value: string | null) =>
  value && FLORIDA_DAY.test(value) ? Date.parse(`${value}T05:00:00Z`) : undefined;

export function auditPages(deps: OfficeDeps) {
  const { audit, users, headers, clock } = deps;
  return {
    list(req: IncomingMessage, res: ServerResponse, url: URL, as: "html" | "csv") {
      const caller = deps.guard.require(req, "read:audit");
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const p = url.searchParams;
      const to = dayStart(p.get("to"));
      const filter: AuditFilter = {
        action: p.get("action") || undefined,
        actor: p.get("actor") || undefined,
        target: p.get("target") || undefined,
        from: dayStart(p.get("from")),
        to: to === undefined ? undefined : to + 24 * 60 * 60 * 1000,
      };
      const current = Math.max(1, Math.floor(Number(p.get("page"))) || 1);
      const { entries, total } = audit.list(
        filter,
        as === "csv" ? { offset: 0, limit: 1_000_000 } : { offset: (current - 1) * 100, limit: 100 },
      );
      deps.record(
        req,
        caller.user,
        as === "csv" ? "audit-exported" : "audit-viewed",
        null,
        `${entries.length} of ${total}`,
      );
      // A person is named by their account, a request by its id (a link on the page): never a family's words.
      const isPerson = (id: string | null) => Boolean(id && users.byId(id));
      const targetName = (id: string | null) => (id ? (users.byId(id)?.name ?? id) : "");
      const rows = entries.map((a) => [
        a.seq,
        localTime(a.at, frame.lang),
        a.actorLabel,
        w.actions[a.action] ?? a.action,
        targetName(a.target),
        a.detail,
        a.address,
      ]);
      if (as === "csv") {
        res.writeHead(200, {
          ...headers,
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="audit-${new Date(clock()).toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex",
        });
        return void res.end(
          csv([
            ["#", w.audit.when, w.audit.who, w.audit.what, w.audit.target, w.audit.detail, w.audit.address],
            ...rows,
          ]),
        );
      }
      const check = audit.verify(deps.auditWritten());
      deps.auditChecked(check.ok);
      const next = new URLSearchParams(p);
      next.set("page", String(current + 1));
      const body = join([
        `<h1 class="text-3xl">${e(w.audit.title)}</h1>`,
        `<p class="mt-4 max-w-3xl">${e(w.audit.intro)}</p>`,
        check.ok ? message(w.audit.ok(check.count), "ok") : message(w.audit.broken(check.seq)),
        `<form method="get" action="/office/audit" class="mt-4 grid gap-3 rounded-2xl bg-brand-50 p-4 sm:grid-cols-2 lg:grid-cols-4">`,
        select({
          id: "action",
          label: w.audit.action,
          value: filter.action ?? "",
          choices: [["", w.audit.anyAction], ...audit.actions().map((a): [string, string] => [a, w.actions[a] ?? a])],
        }),
        select({
          id: "actor",
          label: w.audit.person,
          value: filter.actor ?? "",
          choices: [["", w.audit.anyone], ...users.list().map((u): [string, string] => [u.id, u.name])],
        }),
        field({ id: "from", label: w.audit.from, type: "date", value: p.get("from") ?? "" }),
        field({ id: "to", label: w.audit.to, type: "date", value: p.get("to") ?? "" }),
        filter.target && `<input type="hidden" name="target" value="${e(filter.target)}">`,
        `<div class="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4"><button class="${PRIMARY}">${e(w.audit.apply)}</button>`,
        `<a class="${BUTTON}" href="/office/audit.csv${e(url.search)}">${e(w.audit.export)}</a></div></form>`,
        entries.length === 0
          ? `<p class="mt-4">${e(w.audit.none)}</p>`
          : join([
              `<div class="mt-4 overflow-x-auto" role="region" aria-label="${e(w.audit.title)}" tabindex="0"><table class="w-full text-left">`,
              `<thead><tr>${["#", w.audit.when, w.audit.who, w.audit.what, w.audit.target, w.audit.detail, w.audit.address].map((h) => `<th scope="col" class="p-2">${e(h)}</th>`).join("")}</tr></thead><tbody>`,
              rows.map((r, i) => {
                const target = entries[i]!.target;
                const cells = r.map((c, j) =>
                  j === 4 && target && !isPerson(target) && /^[0-9a-f-]{36}$/.test(target)
                    ? `<a class="underline" href="/office/requests/${e(target)}">${e(target.slice(0, 8))}</a>`
                    : e(String(c).slice(0, 300)),
                );
                return `<tr class="border-t border-brand-200">${cells.map((c) => `<td class="p-2 align-top break-words">${c}</td>`).join("")}</tr>`;
              }),
              `</tbody></table></div>`,
            ]),
        current * 100 < total &&
          `<p class="mt-4"><a class="${BUTTON}" href="/office/audit?${e(next.toString())}">${e(w.queue.next)}</a></p>`,
      ]);
      deps.sendPage(req, res, 200, page(frame, w.audit.title, body));
    },
  };
}
