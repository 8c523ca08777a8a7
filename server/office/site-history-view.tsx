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

/** Each change undone by a later one that is itself still in force: its undo, by the change's commit. */
export function undoneBy(history: SiteHistory["history"]): Map<string, SiteHistory["history"][number]> {
  const shown = new Set(history.map((p) => p.commit));
  const memo = new Map<string, boolean>();
  // An undo is in force unless a later undo undid it (which puts the first change back).
  const inForce = (undo: SiteHistory["history"][number]): boolean => {
    if (!memo.has(undo.commit))
      memo.set(undo.commit, !history.some((later) => later.undoes === undo.commit && inForce(later)));
    return memo.get(undo.commit)!;
  };
  const undone = new Map<string, SiteHistory["history"][number]>();
  for (const p of [...history].reverse()) if (p.undoes && shown.has(p.undoes) && inForce(p)) undone.set(p.undoes, p);
  return undone;
}

/** One entry of a list: what changed first, then when and who, the pages, and its action. */
function Entry({
  what,
  when,
  who,
  files,
  children,
}: {
  what: string;
  when: string;
  who: string;
  files: string;
  children?: React.ReactNode;
}) {
  return (
    <li className="grid gap-1 border-t-2 border-brand-100 py-3 [overflow-wrap:anywhere]">
      <p className="font-bold">{what}</p>
      <p>{who ? `${when} · ${who}` : when}</p>
      {files && <p>{files}</p>}
      {children && <div className="mt-1 flex flex-wrap items-center gap-3">{children}</div>}
    </li>
  );
}

function Status({ frame, site }: { frame: Frame; site: SiteHistory }) {
  const { w, lang } = frame;
  const { state } = site;
  const live = site.history.find((p) => p.commit === state.live);
  return (
    <div className="mt-4">
      {state.live && (
        <p>
          {w.site.live(
            live
              ? `${isRelease(site.history, live) ? w.site.release : changeInWords(live.message, lang)} (${localTime(live.at, lang)})`
              : state.live.slice(0, 10),
          )}
        </p>
      )}
      {(state.building || state.queued) && <Message text={w.site.building} kind="ok" />}
      {state.last && !state.last.ok && (
        <div role="alert" className="mt-4 rounded-lg border-2 border-accent-800 p-3 text-accent-800">
          {state.last.inContent ? (
            <>
              <p className="font-bold">{w.site.failed(state.last.commit.slice(0, 10))}</p>
              <Lines lines={state.last.problems} />
            </>
          ) : (
            // The code's own failure: nothing to correct in the editor, lines only whoever runs the server can use.
            <>
              <p className="font-bold">{w.site.failedInCode(state.last.commit.slice(0, 10))}</p>
              <details className="mt-2">
                <summary className="cursor-pointer underline">{w.site.forServer}</summary>
                <Lines lines={state.last.problems} />
              </details>
            </>
          )}
        </div>
      )}
    </div>
  );
}

const Lines = ({ lines }: { lines: string[] }) => (
  <ul className="list-disc pl-6 [overflow-wrap:anywhere]">
    {lines.map((p, i) => (
      <li key={i}>{p}</li>
    ))}
  </ul>
);

/** The release's own commits are the site's code, not an edit: no author, nothing to undo. */
const isRelease = (history: SiteHistory["history"], p: SiteHistory["history"][number]) =>
  (p === history.at(-1) && p.message === "Release") ||
  (p.author.name === "Site server" && p.message.startsWith("Release"));

export function sitePage(frame: Frame, site: SiteHistory) {
  const { w, lang } = frame;
  const { history, drafts } = site;
  const undone = undoneBy(history);
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
      <Status frame={frame} site={site} />
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
          <ul className="mt-2">
            {drafts.map((d) => {
              const who = [d.author, d.lastAuthor]
                .filter((p, i, all) => all.findIndex((q) => q.email === p.email) === i)
                .map((p) => `${p.name} <${p.email}>`)
                .join(", ");
              const href = `/admin/#/collections/${encodeURIComponent(d.collection)}/entries/${encodeURIComponent(d.slug)}`;
              return (
                <Entry
                  key={`${d.collection}/${d.slug}`}
                  what={`${changeInWords(d.message, lang)} · ${w.site.status(d.status)}`}
                  when={localTime(d.at, lang)}
                  who={who}
                  files={d.files.map((f) => fileInWords(f, lang)).join(", ")}
                >
                  <a className={BUTTON} href={href}>
                    {w.site.openDraft}
                  </a>
                </Entry>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-2">{w.site.noDrafts}</p>
      )}
      <h2 className="mt-6 text-2xl">{w.site.published}</h2>
      {history.length > 1 ? (
        <ul className="mt-2">
          {history.map((p) => {
            const release = isRelease(history, p);
            const undo = undone.get(p.commit);
            return (
              <Entry
                key={p.commit}
                what={release ? w.site.release : changeInWords(p.message, lang)}
                when={localTime(p.at, lang)}
                who={release ? "" : `${p.author.name} <${p.author.email}>`}
                files={release ? "" : p.files.map((f) => fileInWords(f, lang)).join(", ")}
              >
                {release ? null : undo ? (
                  <p className="italic">{w.site.undoneBy(undo.author.name, localTime(undo.at, lang))}</p>
                ) : (
                  <a
                    className={BUTTON}
                    href={`/office/site/undo/${p.commit}`}
                    aria-label={`${w.site.undo}: ${changeInWords(p.message, lang)}`}
                  >
                    {w.site.undo}
                  </a>
                )}
              </Entry>
            );
          })}
        </ul>
      ) : (
        <p className="mt-6">{w.site.none}</p>
      )}
    </>,
  );
}

/** The question before an undo (/office/site/undo/<commit>): what will be undone, then yes or no. */
export function undoPage(
  frame: Frame,
  change: SiteHistory["history"][number] | null,
  undoneWith: SiteHistory["history"][number] | null = null,
) {
  const { w, lang } = frame;
  if (change && undoneWith)
    return page(
      frame,
      w.site.undoTitle,
      <>
        <h1 className="text-3xl">{w.site.undoTitle}</h1>
        <p className="mt-4 text-xl font-bold">{changeInWords(change.message, lang)}</p>
        <Message text={w.site.undoneBy(undoneWith.author.name, localTime(undoneWith.at, lang))} kind="ok" />
        <p className="mt-4">
          <a href="/office/site">{w.site.title}</a>
        </p>
      </>,
    );
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
