/**
 * The newsletter's sign-ups (/office/newsletter): every address with its language and when it
 * came, the way to export them, and for owners a way to remove a reader (the request's delete,
 * which asks first and is recorded). Its handler is in ./queue.ts.
 */
import type { StoredRequest } from "../db/requests";
import { localTime } from "./format";
import { BUTTON, page, type Frame } from "./layout";

export function newsletterPage(
  frame: Frame,
  signUps: StoredRequest[],
  options: { canRemove: boolean; removed: boolean } = { canRemove: false, removed: false },
) {
  const { w } = frame;
  return page(
    frame,
    w.newsletter.title,
    <>
      <h1 className="text-3xl">{w.newsletter.title}</h1>
      <p className="mt-4">{w.newsletter.intro}</p>
      {options.removed && (
        <p role="status" className="mt-4 rounded-lg border-2 border-brand-700 p-3 font-bold text-brand-800">
          {w.newsletter.removed}
        </p>
      )}
      <p className="mt-4">
        <a className={BUTTON} href="/office/export.csv?kind=newsletter">
          {w.newsletter.export}
        </a>
      </p>
      <p className="mt-4" role="status">
        {w.queue.count(String(signUps.length), signUps.length)}
      </p>
      <ul className="mt-2 grid gap-1">
        {signUps.map((r) => (
          <li key={r.id}>
            {r.values?.email ?? w.queue.encrypted} · {w.language[r.lang]} · {localTime(r.receivedAt, frame.lang)}
            {options.canRemove && (
              <>
                {" · "}
                <a
                  className="inline-flex min-h-12 items-center underline"
                  href={`/office/requests/${r.id}/delete?back=${encodeURIComponent("/office/newsletter")}`}
                >
                  {w.newsletter.remove(r.values?.email ?? w.queue.encrypted)}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </>,
  );
}
