/**
 * Which of a page's words the page shows where a fact chooses between them (a billing fact that is
 * real or not, a program shown or not). The editor's preview draws a page's words file whole: it
 * follows this to show what the live page shows (app/lib/build/preview-facts.ts). A path is dotted
 * keys into one language's words ("head.intro").
 */
export interface WordsShown {
  /** At the first path the page shows the words of the second (which is not shown on its own). */
  shownAs: Record<string, string>;
  /** Words the page does not show. */
  leftOut: string[];
}

/**
 * `[holds, at, otherwise]`: while `holds`, the page shows `at` and leaves out `otherwise`; else it
 * shows `otherwise` in place of `at`. `[holds, path]`: the page shows `path` only while `holds`.
 */
export function wordsShown(choices: readonly (readonly [boolean, string, string?])[]): WordsShown {
  const shown: WordsShown = { shownAs: {}, leftOut: [] };
  for (const [holds, at, otherwise] of choices) {
    if (otherwise === undefined) {
      if (!holds) shown.leftOut.push(at);
    } else if (holds) shown.leftOut.push(otherwise);
    else shown.shownAs[at] = otherwise;
  }
  return shown;
}
