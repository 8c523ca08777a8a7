import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { FinderLabels } from "~/content/areas/overview";
import { shownOfficeById } from "~/content/shown-offices";
import { Container } from "~/components/ui/container";
import { useHydrated } from "~/hooks/use-hydrated";
import { decodeFinderData, findArea, type FinderAnswer, type FinderData } from "~/lib/area-finder";
import { placeQuery } from "~/lib/finder-words";
import { FinderAnswerView } from "./finder-answer";
import { FinderForm, FinderSuggestions } from "./finder-form";
import { FINDER_ID } from "./finder-ids";
import { suggestionNames } from "./finder-suggestions";
import { LISTING_ID } from "./community-listing";
import type { AreaSummary } from "./types";

export { FINDER_ID };
/** How long typing pauses before a match is shown (and announced) without pressing the button. */
const TYPING_PAUSE_MS = 600;

const lakeland = shownOfficeById("lakeland").geo;

/**
 * "Do you serve my town?": a city, a community or a ZIP code gets its area, nearest office and
 * response time. The form appears once the script runs; before that (and without JavaScript) the
 * box points to the full list of communities below, which answers the same question by reading.
 * Where React does not hydrate the page, `markup` (the form, the answers' templates and the
 * finder's data, drawn at build time into a `<template>`) is what app/lib/browser/widgets/finder.ts
 * brings to life, with the same lookup (findArea) and words (finder-lines.ts).
 */
export function AreaFinder({
  labels,
  areas,
  data,
  markup,
}: {
  labels: FinderLabels;
  areas: AreaSummary[];
  data: FinderData;
  markup: string;
}) {
  const hydrated = useHydrated();
  const index = useMemo(() => decodeFinderData(data), [data]);
  // The suggestions (hundreds of places, named in the page's language) are built once, not again on every keystroke and answer.
  const suggestions = useMemo(() => <FinderSuggestions names={suggestionNames(data, labels)} />, [data, labels]);
  const [query, setQuery] = useState("");
  const [answer, setAnswer] = useState<FinderAnswer>({ kind: "empty" });

  // The answer for the words typed, worked out after each change has painted (Enter then only shows it).
  const typed = useRef<{ index: typeof index; query: string; answer: FinderAnswer } | undefined>(undefined);
  const answerFor = useCallback(
    (words: string) => {
      if (typed.current?.index !== index || typed.current.query !== words)
        typed.current = { index, query: words, answer: findArea(index, placeQuery(words), lakeland) };
      return typed.current.answer;
    },
    [index],
  );

  // While typing: show a match (or a complete ZIP code's answer) once the visitor pauses; the button answers anything.
  useEffect(() => {
    const next = answerFor(query);
    // Nothing to show yet (or any more): clear an earlier answer so it never describes other words.
    if (next.kind !== "found" && next.kind !== "outside-zip") {
      setAnswer({ kind: "empty" });
      return;
    }
    // The same answer already showing (Enter came first) is left as it is: nothing re-renders.
    const timer = setTimeout(() => setAnswer(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [answerFor, query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = answerFor(query);
    setAnswer(next.kind === "empty" ? { kind: "blank" } : next);
  };

  return (
    <section id={FINDER_ID} aria-labelledby={`${FINDER_ID}-heading`} className="bg-cream py-12 sm:py-16">
      <Container>
        <div className="rounded-2xl border-2 border-accent-300 bg-accent-50 p-5 sm:p-8">
          <h2 id={`${FINDER_ID}-heading`} tabIndex={-1} className="text-3xl sm:text-4xl">
            {labels.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg">{labels.intro}</p>
          <div className="mt-5 min-h-36">
            {hydrated ? (
              <FinderForm labels={labels} query={query} onQuery={setQuery} onSubmit={submit}>
                {suggestions}
              </FinderForm>
            ) : (
              <>
                <p className="text-lg" data-finder-before>
                  {labels.beforeScript}{" "}
                  <a href={`#${LISTING_ID}`} className="inline-block py-1 font-bold underline">
                    {labels.listLink}
                  </a>
                </p>
                <template data-finder dangerouslySetInnerHTML={{ __html: markup }} />
              </>
            )}
          </div>
          <div role="status" aria-live="polite" aria-atomic="true">
            <FinderAnswerView answer={answer} labels={labels} areas={areas} />
          </div>
          <p className="mt-4 text-base text-muted">{labels.credit}</p>
        </div>
      </Container>
    </section>
  );
}
