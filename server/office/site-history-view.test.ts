/**
 * Which published changes are undone: an undo in force marks the change it names; undoing that
 * undo puts the change back (and marks the undo); an undo of a change older than the history
 * shown marks nothing.
 */
import { expect, test } from "vitest";
import type { Publish } from "../editor/repo";
import { undoneBy } from "./site-history-view";

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
