/**
 * The newsletter's sign-ups (/office/newsletter): every address with its language and when it
 * came, and the way to export them. Its handler is in ./queue.ts.
 */
import type { StoredRequest } from "../db/requests";
import { localTime } from "./format";
import { BUTTON, page, type Frame } from "./layout";

export function newsletterPage(frame: Frame, signUps: StoredRequest[]) {
  const { w } = frame;
  return page(
    frame,
    w.newsletter.title,
    <>
      <h1 className="text-3xl">{w.newsletter.title}</h1>
      <p className="mt-4">{w.newsletter.intro}</p>
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
            {r.values?.email ?? w.queue.encrypted} · {w.language[r.lang]} ·{" "}
            {localTime(r.receivedAt, frame.lang, "short")}
          </li>
        ))}
      </ul>
    </>,
  );
}
