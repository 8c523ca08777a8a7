/**
 * The audit trail's page (/office/audit, owners only): whether the chain of entries is whole, the
 * filters (what, who, from, to), and the entries, a hundred at a time; a request is a link to its
 * page, a person is named. Its handler is in ./audit-page.ts.
 */
import type { AuditFilter } from "../accounts/audit";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Field, Message, Select } from "./parts";

/**
 * One entry's cells, in words; `request`, when its target is a request: what names it, and the id
 * its link leads to (null once the request was deleted).
 */
export interface AuditRow {
  seq: number;
  cells: string[];
  request: { id: string | null; label: string } | null;
}

export interface AuditView {
  check: { ok: true; count: number } | { ok: false; seq: number };
  filter: AuditFilter;
  /** The filter's dates as typed. */
  from: string;
  to: string;
  actions: string[];
  people: [string, string][];
  rows: AuditRow[];
  /** The query of this page (for the CSV link) and of the next one, when there is one. */
  search: string;
  next: string | null;
}

export function auditPage(frame: Frame, view: AuditView) {
  const { w } = frame;
  const heads = ["#", w.audit.when, w.audit.who, w.audit.what, w.audit.target, w.audit.detail, w.audit.address];
  return page(
    frame,
    w.audit.title,
    <>
      <h1 className="text-3xl">{w.audit.title}</h1>
      <p className="mt-4 max-w-3xl">{w.audit.intro}</p>
      {view.check.ok ? (
        <Message text={w.audit.ok(view.check.count)} kind="ok" />
      ) : (
        <Message text={w.audit.broken(view.check.seq)} />
      )}
      <form
        method="get"
        action="/office/audit"
        className="mt-4 grid gap-3 rounded-2xl bg-brand-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Select
          id="action"
          label={w.audit.action}
          value={view.filter.action ?? ""}
          choices={[["", w.audit.anyAction], ...view.actions.map((a): [string, string] => [a, w.actions[a] ?? a])]}
        />
        <Select
          id="actor"
          label={w.audit.person}
          value={view.filter.actor ?? ""}
          choices={[["", w.audit.anyone], ...view.people]}
        />
        <Field id="from" label={w.audit.from} type="date" defaultValue={view.from} />
        <Field id="to" label={w.audit.to} type="date" defaultValue={view.to} />
        {view.filter.target && <input type="hidden" name="target" value={view.filter.target} />}
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
          <button className={PRIMARY}>{w.audit.apply}</button>
          <a className={BUTTON} href={`/office/audit.csv${view.search}`}>
            {w.audit.export}
          </a>
        </div>
      </form>
      {view.rows.length === 0 ? (
        <p className="mt-4">{w.audit.none}</p>
      ) : (
        <div className="mt-4 overflow-x-auto" role="region" aria-label={w.audit.title} tabIndex={0}>
          <table className="w-full text-left">
            <thead>
              <tr>
                {heads.map((h) => (
                  <th key={h} scope="col" className="p-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.seq} className="border-t border-brand-200">
                  {row.cells.map((cell, j) => (
                    <td key={j} className="p-2 align-top break-words">
                      {j === 4 && row.request?.id ? (
                        <a className="underline" href={`/office/requests/${row.request.id}`}>
                          {row.request.label}
                        </a>
                      ) : j === 4 && row.request ? (
                        row.request.label
                      ) : (
                        cell.slice(0, 300)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.next && (
        <p className="mt-4">
          <a className={BUTTON} href={`/office/audit?${view.next}`}>
            {w.queue.next}
          </a>
        </p>
      )}
    </>,
  );
}
