/**
 * One request's page as staff read it: who and what it is, its reply-by countdown, the phone to
 * tap, every field (grouped where the form has groups), its documents, the status and assignment
 * forms, the notes with the form to add one, its history, and the way to delete it. Its handlers
 * are in ./request-page.ts.
 */
import type { AuditEntry } from "../accounts/audit";
import type { User } from "../accounts/users";
import type { Lang } from "~/i18n/lang";
import { STATUSES, type Note, type StoredFile, type StoredRequest } from "../db/requests";
import { referenceOf } from "../forms/referral-confirmation";
import { DocumentsSection } from "./documents-section";
import { localTime, shownPhone, telHref } from "./format";
import { actorName, describe } from "./history";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Countdown, Message, PostForm, Select } from "./parts";
import { referrerOf, senderOf, shownFields, type ShownField } from "./request-fields";

export type RequestAction = "status" | "assign" | "note" | "delete";

export interface RequestView {
  back: string;
  /** What was just saved, said at the top with the focus on it; null on a first visit. */
  saved: string | null;
  /** Staff it can be assigned to, those who speak the family's language first. */
  staff: User[];
  notes: Note[];
  files: StoredFile[];
  history: AuditEntry[];
  nameOf: (id: string) => string;
  canDelete: boolean;
  now: number;
}

/**
 * A request's fields. What the family typed (a name, a message) is marked in the language they
 * wrote in, so a screen reader reads a Spanish message in Spanish on an English page; choices
 * and dates are in the page's words.
 */
function FieldList({ fields, group, typedIn }: { fields: ShownField[]; group?: string; typedIn: Lang }) {
  return (
    <>
      {group && <h3 className="mt-4 text-xl">{group}</h3>}
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name}>
            <dt className="font-bold">{f.label}</dt>
            <dd className="whitespace-pre-line" lang={f.kind === "text" || f.kind === "textarea" ? typedIn : undefined}>
              {f.kind === "tel" ? (
                <a className="underline" href={telHref(f.raw)}>
                  {shownPhone(f.raw)}
                </a>
              ) : f.kind === "email" ? (
                <a className="underline" href={`mailto:${f.raw}`}>
                  {f.raw}
                </a>
              ) : (
                f.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Details({ frame, r }: { frame: Frame; r: StoredRequest }) {
  const { w } = frame;
  if (!r.values) return <Message text={w.queue.encrypted} />;
  // A form with groups (a referral) shows each group under its heading.
  const runs: { group?: string; fields: ShownField[] }[] = [];
  // A consultation's text consent is said once, beside the call button, not again in this list.
  for (const f of shownFields(r, frame.lang).filter((f) => r.form !== "contact" || f.name !== "textConsent")) {
    const last = runs.at(-1);
    if (last && last.group === f.group) last.fields.push(f);
    else runs.push({ group: f.group, fields: [f] });
  }
  return (
    <>
      {runs.map((run, i) => (
        <FieldList key={i} fields={run.fields} group={run.group} typedIn={r.lang} />
      ))}
    </>
  );
}

function Notes({ frame, notes, action }: { frame: Frame; notes: Note[]; action: string }) {
  const { w } = frame;
  return (
    <section className="mt-6" aria-labelledby="notes">
      <h2 id="notes" className="text-2xl">
        {w.request.notes}
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2">{w.request.noNotes}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {notes.map((n, i) => (
            <li key={i} className="rounded-lg border-2 border-brand-200 p-3">
              <p className="text-muted">
                {n.author} · {localTime(n.at, frame.lang)}
              </p>
              <p className="whitespace-pre-line">{n.text ?? w.queue.encrypted}</p>
            </li>
          ))}
        </ul>
      )}
      <PostForm action={action} csrf={frame.csrf} className="mt-4 grid gap-2">
        <label htmlFor="note" className="font-bold">
          {w.request.addNote}
        </label>
        <p id="note-hint" className="text-muted">
          {w.request.noteHint}
        </p>
        <textarea
          id="note"
          name="note"
          rows={3}
          maxLength={4000}
          required
          aria-describedby="note-hint"
          className="block w-full rounded-lg border-2 border-muted p-3"
        />
        <div>
          <button className={BUTTON}>{w.request.noteSubmit}</button>
        </div>
      </PostForm>
    </section>
  );
}

export function requestPage(frame: Frame, r: StoredRequest, view: RequestView): string {
  const { w } = frame;
  const action = (name: RequestAction) => `/office/requests/${r.id}/${name}?back=${encodeURIComponent(view.back)}`;
  const number = (fileId: string) => view.files.find((f) => f.id === fileId)?.position ?? null;
  const referrer = referrerOf(r);
  return page(
    frame,
    senderOf(r) || w.kinds[r.form],
    <>
      <p>
        <a className="underline" href={view.back}>
          {w.request.back}
        </a>
      </p>
      <h1 className="mt-2 text-3xl">{senderOf(r) || w.kinds[r.form]}</h1>
      {/* After a change the page comes back saying so, and the focus is on those words (read at once). */}
      {view.saved && (
        <p
          role="status"
          tabIndex={-1}
          autoFocus
          className="mt-4 rounded-lg border-2 border-brand-700 p-3 font-bold text-brand-800"
        >
          {view.saved}
        </p>
      )}
      {referrer && <p className="mt-1 font-bold">{w.request.referrer(referrer)}</p>}
      {r.form === "referral" && <p className="mt-1">{w.request.reference(referenceOf(r.id))}</p>}
      <p className="mt-1">
        {w.kinds[r.form]} · {w.language[r.lang]} · {w.queue.received} {localTime(r.receivedAt, frame.lang)}
      </p>
      {r.replyBy !== null && r.status === "new" && (
        <p className="mt-1">
          {w.queue.replyBy} {localTime(r.replyBy, frame.lang)}: <Countdown replyBy={r.replyBy} now={view.now} w={w} />
        </p>
      )}
      {r.values?.phone && (
        <p className="mt-4">
          <a className={PRIMARY} href={telHref(r.values.phone)}>
            {w.request.call(shownPhone(r.values.phone))}
          </a>
        </p>
      )}
      {r.form === "contact" && r.values && (
        <p className="mt-3 font-bold">{r.values.textConsent === "yes" ? w.request.textOk : w.request.textNo}</p>
      )}
      <section className="mt-6" aria-labelledby="details">
        <h2 id="details" className="text-2xl">
          {w.request.details}
        </h2>
        <Details frame={frame} r={r} />
      </section>
      {(view.files.length > 0 || r.form === "referral" || r.form === "application") && (
        <DocumentsSection frame={frame} requestId={r.id} files={view.files} />
      )}
      <section className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={w.request.setStatus}>
        {STATUSES[r.form].length > 1 && (
          <PostForm action={action("status")} csrf={frame.csrf} className="grid gap-2">
            <Select
              id="status"
              label={w.request.status}
              value={r.status}
              choices={STATUSES[r.form].map((s): [string, string] => [s, w.statuses[s]])}
            />
            <div>
              <button className={BUTTON}>{w.request.save}</button>
            </div>
          </PostForm>
        )}
        {r.form !== "newsletter" && (
          <PostForm action={action("assign")} csrf={frame.csrf} className="grid gap-2">
            <Select
              id="assignee"
              label={w.request.assign}
              value={r.assignedTo ?? ""}
              choices={[
                ["", w.queue.unassigned],
                ...view.staff.map((u): [string, string] => [
                  u.id,
                  u.languages.includes("es") && r.lang === "es" ? `${u.name} (${w.request.speaksSpanish})` : u.name,
                ]),
              ]}
            />
            <div>
              <button className={BUTTON}>{w.request.assignSubmit}</button>
            </div>
          </PostForm>
        )}
      </section>
      <Notes frame={frame} notes={view.notes} action={action("note")} />
      <section className="mt-6" aria-labelledby="history">
        <h2 id="history" className="text-2xl">
          {w.request.history}
        </h2>
        <ol className="mt-2 grid gap-1">
          {view.history.map((h, i) => (
            <li key={i}>
              {localTime(h.at, frame.lang)}: {actorName(h, w)}, {describe(h, w, view.nameOf, number)}
            </li>
          ))}
        </ol>
      </section>
      {view.canDelete && (
        <p className="mt-8">
          <a className={BUTTON} href={action("delete")}>
            {w.request.delete}
          </a>
        </p>
      )}
    </>,
  );
}
