/**
 * The audit trail, for owners (/office/audit): filtered by action, person and dates, 100 to a
 * page, newest first, with the result of walking the whole chain of hashes; the same rows as CSV.
 * Reading and exporting the trail are recorded too.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../accounts/caller";
import type { AuditFilter } from "../accounts/audit";
import { csv } from "./csv";
import { localTime } from "./format";
import { detailInWords } from "./history";
import type { OfficeDeps } from "./index";
import { auditPage, type AuditView } from "./audit-view";

const FLORIDA_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date typed in the filter, as the start of that day in Florida (UTC-5; an hour early in summer is harmless). */
const dayStart = (value: string | null) =>
  value && FLORIDA_DAY.test(value) ? Date.parse(`${value}T05:00:00Z`) : undefined;

export function auditPages(deps: OfficeDeps) {
  const { audit, users, requests, headers, clock } = deps;
  return {
    list(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL, as: "html" | "csv") {
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
      // A person is named by their account; a request on the page by its kind and when it came (a
      // link to it), in the CSV by its id: never by a family's words.
      const isPerson = (id: string | null) => Boolean(id && users.byId(id));
      const targetName = (id: string | null) => (id ? (users.byId(id)?.name ?? id) : "");
      // Read once a page however many of its rows name the same request.
      const named = new Map<string, { id: string | null; label: string }>();
      const requestLink = (id: string) => {
        if (!named.has(id)) {
          const request = requests.get(id);
          named.set(
            id,
            request
              ? { id, label: `${w.kinds[request.form]} · ${localTime(request.receivedAt, frame.lang)}` }
              : { id: null, label: w.audit.gone(id.slice(0, 8)) },
          );
        }
        return named.get(id)!;
      };
      const rows = entries.map((a) => [
        a.seq,
        localTime(a.at, frame.lang),
        a.actorLabel,
        w.actions[a.action] ?? a.action,
        targetName(a.target),
        // The page shows a detail in words; the CSV keeps it as recorded (codes an auditor can filter).
        as === "csv" ? a.detail : detailInWords(a, w, (id) => users.byId(id)?.name ?? id),
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
      const view: AuditView = {
        check,
        filter,
        from: p.get("from") ?? "",
        to: p.get("to") ?? "",
        actions: audit.actions(),
        people: users.list().map((u): [string, string] => [u.id, u.name]),
        rows: rows.map((cells, i) => {
          const target = entries[i]!.target;
          const request = target && !isPerson(target) && /^[0-9a-f-]{36}$/.test(target) ? requestLink(target) : null;
          return { seq: entries[i]!.seq, cells: cells.map(String), request };
        }),
        search: url.search,
        next: current * 100 < total ? next.toString() : null,
      };
      deps.sendPage(req, res, 200, auditPage(frame, view));
    },
  };
}
