/**
 * Which published changes are undone: an undo in force marks the change it names; undoing that
 * undo puts the change back (and marks the undo); an undo of a change older than the history
 * shown marks nothing. A publish that failed in the site's code (no content file named) says so
 * in words, its lines folded away for whoever runs the server; one that names a page's file lists it.
 */
import { expect, test } from "vitest";
import type { Publish } from "../editor/repo";
import type { Frame } from "./layout";
import { sitePage, undoneBy } from "./site-history-view";
import { officeWords } from "./words";

const change = (commit: string, undoes: string | null = null): Publish => ({
  commit: commit.repeat(40),
  author: { name: "Eddie Editor", email: "eddie@example.com" },
  at: 0,
  message: undoes ? "Undo: offers" : "Offers",
  files: [],
  undoes: undoes && undoes.repeat(40),
});

test("an undo marks its change; an undo of the undo puts it back and marks the first undo", () => {
  const a = change("a");
  const undoA = change("b", "a");
  expect([...undoneBy([undoA, a]).keys()]).toEqual([a.commit]);
  const redo = change("c", "b");
  expect([...undoneBy([redo, undoA, a]).keys()]).toEqual([undoA.commit]);
  const again = change("d", "c");
  expect([...undoneBy([again, redo, undoA, a]).keys()].sort()).toEqual([a.commit, redo.commit].sort());
  expect(undoneBy([change("e", "z"), a]).size).toBe(0);
});

test("a failed publish: the code's lines folded under a plain sentence; a page's problem listed as it is", () => {
  for (const lang of ["en", "es"] as const) {
    const w = officeWords[lang];
    const frame = { lang, w, stylesheet: null, user: null, csrf: null, path: "/office/site", idleSeconds: 0 } as Frame;
    const failed = (problems: string[], inContent: boolean) =>
      sitePage(frame, {
        state: {
          live: null,
          building: null,
          queued: false,
          last: { commit: "f".repeat(40), ok: false, startedAt: 0, finishedAt: 0, problems, inContent },
        },
        drafts: [],
        history: [],
        release: null,
        done: null,
      });
    // As React writes text in HTML.
    const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    const code = failed(["at loadModule (node:internal/modules/esm/loader:1:1)"], false);
    expect(code).toContain(html(w.site.failedInCode("ffffffffff")));
    expect(code).toMatch(new RegExp(`<details[^>]*><summary[^>]*>${html(w.site.forServer)}</summary>`));
    expect(code).not.toContain(html(w.site.failed("ffffffffff")));
    const words = failed(["app/content/data/offers/en/x.yml: ends: expected a date"], true);
    expect(words).toContain(html(w.site.failed("ffffffffff")));
    expect(words).not.toContain("<details");
  }
});
