/**
 * The queue's page (/office): its notices, the search with the filters folded under it (a
 * <details> whose summary says how many are on: folded as sent, so on a phone the first request
 * shows on the first screen; the office's script opens it on a wide screen), the count, the rows
 * with their reply-by countdowns and the pages. Its handler is in ./queue.ts.
 */
import type { FormName } from "~/lib/delivery";
import type { StoredRequest } from "../db/requests";
import { localTime, shownPhone, telHref } from "./format";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Countdown, Field, Message, Select } from "./parts";
import { referrerOf, senderOf } from "./request-fields";

export interface QueueView {
  kinds: FormName[];
  /** The statuses to filter by, grouped by the kinds of request that have them (all kinds first). */
  statuses: { kinds: FormName[]; statuses: StoredRequest["status"][] }[];
  /** Staff a request can be assigned to: [id, name]. */
  staff: [string, string][];
  notices: { text: string; alert: boolean }[];
  deleted: boolean;
  shown: StoredRequest[];
  total: number;
  first: number;
  current: number;
  pages: number;
  now: number;
  userName: (id: string | null) => string;
  pageLink: (n: number) => string;
}

/** How many of the folded filters differ from the queue's defaults (the search is not folded). */
export function filtersOn(params: URLSearchParams): number {
  const differs: [string, string][] = [
    ["kind", ""],
    ["status", "open"],
    ["lang", ""],
    ["assigned", ""],
    ["order", "due"],
  ];
  return differs.filter(([name, plain]) => (params.get(name) ?? plain) !== plain).length;
}

function Row({ frame, r, back, view }: { frame: Frame; r: StoredRequest; back: string; view: QueueView }) {
  const { w } = frame;
  const href = `/office/requests/${r.id}?back=${encodeURIComponent(back)}`;
  const referrer = referrerOf(r);
  return (
    <li className="grid gap-1 rounded-2xl border-2 border-brand-200 p-4 sm:grid-cols-[2fr_1fr_1fr]">
      <div>
        <h2 className="text-xl">
          <a className="underline" href={href}>
            {senderOf(r) || w.queue.encrypted}
          </a>
        </h2>
        <p>
          {w.kinds[r.form]}
          {r.lang === "es" && (
            <>
              {" · "}
              <strong>{w.queue.spanish}</strong>
            </>
          )}
          {` · ${w.statuses[r.status]}`}
        </p>
        {referrer && <p>{w.request.referrer(referrer)}</p>}
        {r.values?.phone && (
          <p>
            <a className="inline-flex min-h-6 underline" href={telHref(r.values.phone)}>
              {w.request.call(shownPhone(r.values.phone))}
            </a>
          </p>
        )}
      </div>
      <div>
        <p className="text-muted">{w.queue.received}</p>
        <p>{localTime(r.receivedAt, frame.lang)}</p>
      </div>
      <div>
        {r.replyBy !== null &&
          (r.status !== "new" ? (
            <p className="text-muted">{w.queue.answered}</p>
          ) : (
            <>
              <p className="text-muted">
                {w.queue.replyBy} {localTime(r.replyBy, frame.lang)}
              </p>
              <p>
                <Countdown replyBy={r.replyBy} now={view.now} w={w} />
              </p>
            </>
          ))}
        <p>{r.assignedTo ? view.userName(r.assignedTo) : w.queue.unassigned}</p>
      </div>
    </li>
  );
}

function Filters({ frame, url, view }: { frame: Frame; url: URL; view: QueueView }) {
  const { w } = frame;
  const p = url.searchParams;
  const on = filtersOn(p);
  return (
    <form
      method="get"
      action="/office"
      className="mt-4 grid gap-3 rounded-2xl bg-brand-50 p-4"
      aria-label={w.queue.filters}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow">
          <Field id="q" label={w.queue.search} type="search" defaultValue={p.get("q") ?? ""} autoComplete="off" />
        </div>
        <button className={PRIMARY}>{w.queue.apply}</button>
      </div>
      <details data-fold-filters="">
        <summary className="inline-flex min-h-12 cursor-pointer items-center font-bold underline">
          {w.queue.filtersOn(on)}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Select
            id="kind"
            label={w.queue.kind}
            value={p.get("kind") ?? ""}
            choices={[["", w.queue.anyKind], ...view.kinds.map((k): [string, string] => [k, w.kinds[k]])]}
          />
          <Select
            id="status"
            label={w.queue.status}
            value={p.get("status") ?? "open"}
            choices={[
              ["open", w.queue.open],
              ["all", w.queue.all],
            ]}
            groups={view.statuses.map(({ kinds, statuses }): [string, [string, string][]] => [
              kinds.length === view.kinds.length ? w.queue.anyKind : kinds.map((k) => w.kinds[k]).join(" · "),
              statuses.map((s) => [s, w.statuses[s]]),
            ])}
          />
          <Select
            id="lang"
            label={w.queue.lang}
            value={p.get("lang") ?? ""}
            choices={[
              ["", w.queue.anyLang],
              ["en", w.language.en],
              ["es", w.language.es],
            ]}
          />
          <Select
            id="assigned"
            label={w.queue.assigned}
            value={p.get("assigned") ?? ""}
            choices={[["", w.queue.anyone], ["none", w.queue.nobody], ...view.staff]}
          />
          <Select
            id="order"
            label={w.queue.order}
            value={p.get("order") ?? "due"}
            choices={[
              ["due", w.queue.due],
              ["newest", w.queue.newest],
            ]}
          />
          <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
            <a className={BUTTON} href="/office">
              {w.queue.clear}
            </a>
            {/* The export takes the form's filters as they stand (formaction), with the notes only when ticked. */}
            <button className={BUTTON} formAction="/office/export.csv">
              {w.queue.export}
            </button>
            <label className="flex min-h-12 items-center gap-2">
              <input type="checkbox" name="notes" value="1" className="size-6" /> {w.queue.exportNotes}
            </label>
          </div>
        </div>
      </details>
    </form>
  );
}

export function queuePage(frame: Frame, url: URL, view: QueueView): string {
  const { w } = frame;
  const { shown, total, first, current, pages } = view;
  const back = `${url.pathname}${url.search}`;
  return page(
    frame,
    w.queue.title,
    <>
      <h1 className="text-3xl">{w.queue.title}</h1>
      {view.deleted && <Message text={w.request.deleted} kind="ok" />}
      {view.notices.map((n) =>
        n.alert ? (
          <Message key={n.text} text={n.text} />
        ) : (
          <p key={n.text} className="mt-3">
            {n.text}
          </p>
        ),
      )}
      <Filters frame={frame} url={url} view={view} />
      <p className="mt-4" role="status">
        {w.queue.count(total ? `${first}–${first + shown.length - 1}` : "0", total)}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4">{w.queue.none}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {shown.map((r) => (
            <Row key={r.id} frame={frame} r={r} back={back} view={view} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="mt-6 flex flex-wrap items-center gap-3" aria-label={w.queue.page(current, pages)}>
          {current > 1 && (
            <a className={BUTTON} href={view.pageLink(current - 1)}>
              {w.queue.previous}
            </a>
          )}
          <span>{w.queue.page(current, pages)}</span>
          {current < pages && (
            <a className={BUTTON} href={view.pageLink(current + 1)}>
              {w.queue.next}
            </a>
          )}
        </nav>
      )}
    </>,
  );
}
