/**
 * The page of the site's history (/office/site): the last publish (live, building, or why it
 * failed), a release that waits, the open drafts, and every change published with "Undo". Its
 * handlers are in ./site-history.ts.
 */
import type { openDrafts } from "../editor/draft-branches";
import type { Publisher } from "../editor/publisher";
import type { ContentRepo } from "../editor/repo";
import { changeInWords } from "../editor/change-words";
import { fileInWords } from "../editor/field-labels";
import { localTime } from "./format";
import { BUTTON, page, PRIMARY, type Frame } from "./layout";
import { Message, PostForm } from "./parts";

export interface SiteHistory {
  state: ReturnType<Publisher["state"]>;
  drafts: Awaited<ReturnType<typeof openDrafts>>;
  history: Awaited<ReturnType<ContentRepo["history"]>>;
  /** A new release that could not be merged, and what to do about it (null: none waits). */
  release: { advice: string | null } | null;
  done: string | null;
}

const CELL = "p-2";

function Head({ frame }: { frame: Frame }) {
  const { w } = frame;
  return (
    <thead>
      <tr>
        {[w.site.when, w.site.who, w.site.what, w.site.files, ""].map((h, i) => (
          <th key={i} className={CELL}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Status({ frame, state }: { frame: Frame; state: SiteHistory["state"] }) {
  const { w } = frame;
  return (
    <div className="mt-4">
      {state.live && <p>{w.site.live(state.live.slice(0, 10))}</p>}
      {(state.building || state.queued) && <Message text={w.site.building} kind="ok" />}
      {state.last && !state.last.ok && (
        <div role="alert" className="mt-4 rounded-lg border-2 border-accent-800 p-3 text-accent-800">
          <p className="font-bold">{w.site.failed(state.last.commit.slice(0, 10))}</p>
          <ul className="list-disc pl-6">
            {state.last.problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function sitePage(frame: Frame, site: SiteHistory) {
  const { w, lang } = frame;
  const { history, drafts } = site;
  // The release's own commits are the site's code, not an edit: no author, nothing to undo.
  const isRelease = (p: SiteHistory["history"][number], i: number) =>
    (i === history.length - 1 && p.message === "Release") ||
    (p.author.name === "Site server" && p.message.startsWith("Release"));
  return page(
    frame,
    w.site.title,
    <>
      <h1 className="text-3xl">{w.site.title}</h1>
      <p className="mt-2">{w.site.intro}</p>
      <p className="mt-4">
        <a className={PRIMARY} href="/admin/">
          {w.site.open}
        </a>
      </p>
      {site.done === "undone" && <Message text={w.site.undone} kind="ok" />}
      {site.done === "conflict" && <Message text={w.site.undoFailed} />}
      <Status frame={frame} state={site.state} />
      {site.release && (
        <div role="alert" className="mt-4 rounded-lg border-2 border-accent-800 p-3 text-accent-800">
          <p className="font-bold">{w.site.releaseWaiting}</p>
          {site.release.advice && <p>{site.release.advice}</p>}
        </div>
      )}
      <h2 className="mt-6 text-2xl">{w.site.drafts}</h2>
      {drafts.length ? (
        <>
          <p className="mt-2">{w.site.draftsIntro}</p>
          <table className="mt-2 w-full border-collapse text-left">
            <Head frame={frame} />
            <tbody>
              {drafts.map((d) => {
                const who = [d.author, d.lastAuthor]
                  .filter((p, i, all) => all.findIndex((q) => q.email === p.email) === i)
                  .map((p) => `${p.name} <${p.email}>`)
                  .join(", ");
                const href = `/admin/#/collections/${encodeURIComponent(d.collection)}/entries/${encodeURIComponent(d.slug)}`;
                return (
                  <tr key={`${d.collection}/${d.slug}`} className="border-t-2 border-brand-100 align-top">
                    <td className={CELL}>{localTime(d.at, lang)}</td>
                    <td className={CELL}>{who}</td>
                    <td className={CELL}>
                      {changeInWords(d.message, lang)}
                      <br />
                      {w.site.status(d.status)}
                    </td>
                    <td className={CELL}>{d.files.map((f) => fileInWords(f, lang)).join(", ")}</td>
                    <td className={CELL}>
                      <a className={BUTTON} href={href}>
                        {w.site.openDraft}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : (
        <p className="mt-2">{w.site.noDrafts}</p>
      )}
      <h2 className="mt-6 text-2xl">{w.site.published}</h2>
      {history.length > 1 ? (
        <table className="mt-6 w-full border-collapse text-left">
          <Head frame={frame} />
          <tbody>
            {history.map((p, i) => {
              const release = isRelease(p, i);
              return (
                <tr key={p.commit} className="border-t-2 border-brand-100 align-top">
                  <td className={CELL}>{localTime(p.at, lang)}</td>
                  <td className={CELL}>{release ? "" : `${p.author.name} <${p.author.email}>`}</td>
                  <td className={CELL}>{release ? w.site.release : changeInWords(p.message, lang)}</td>
                  <td className={CELL}>{release ? "" : p.files.map((f) => fileInWords(f, lang)).join(", ")}</td>
                  <td className={CELL}>
                    {!release && (
                      <a
                        className={BUTTON}
                        href={`/office/site/undo/${p.commit}`}
                        aria-label={`${w.site.undo}: ${changeInWords(p.message, lang)}`}
                      >
                        {w.site.undo}
                      </a>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-6">{w.site.none}</p>
      )}
    </>,
  );
}

/** The question before an undo (/office/site/undo/<commit>): what will be undone, then yes or no. */
export function undoPage(frame: Frame, change: SiteHistory["history"][number] | null) {
  const { w, lang } = frame;
  if (!change)
    return page(
      frame,
      w.site.undoTitle,
      <>
        <h1 className="text-3xl">{w.site.undoTitle}</h1>
        <Message text={w.site.undoGone} />
        <p className="mt-4">
          <a href="/office/site">{w.site.title}</a>
        </p>
      </>,
    );
  return page(
    frame,
    w.site.undoTitle,
    <>
      <h1 className="text-3xl">{w.site.undoTitle}</h1>
      <p className="mt-4 text-xl font-bold">{changeInWords(change.message, lang)}</p>
      <p className="mt-2">{w.site.undoAsk(change.author.name, localTime(change.at, lang))}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <PostForm action={`/office/site/undo/${change.commit}`} csrf={frame.csrf}>
          <button className={PRIMARY}>{w.site.undoYes}</button>
        </PostForm>
        <a className={BUTTON} href="/office/site">
          {w.site.undoKeep}
        </a>
      </div>
    </>,
  );
}
