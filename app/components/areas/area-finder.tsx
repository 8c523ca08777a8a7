import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { FinderLabels } from "~/content/areas/overview";
import { site } from "~/content/site";
import { Container } from "~/components/ui/container";
import { useHydrated } from "~/hooks/use-hydrated";
import { decodeFinderData, findArea, type FinderAnswer, type FinderData } from "~/lib/area-finder";
import { placeName, placeQuery } from "~/lib/finder-words";
import { FinderAnswerView } from "./finder-answer";
import { LISTING_ID } from "./community-listing";
import type { AreaSummary } from "./types";

export const FINDER_ID = "finder";
/** How long typing pauses before a match is shown (and announced) without pressing the button. */
const TYPING_PAUSE_MS = 600;

const lakeland = site.offices.find((o) => o.id === "lakeland")!.geo;

/**
 * "Do you serve my town?": a city, a community or a ZIP code gets its area, nearest office and
 * response time. The form appears once the script runs; before that (and without JavaScript) the
 * box points to the full list of communities below, which answers the same question by reading.
 */
export function AreaFinder({ labels, areas, data }: { labels: FinderLabels; areas: AreaSummary[]; data: FinderData }) {
  const hydrated = useHydrated();
  const index = useMemo(() => decodeFinderData(data), [data]);
  // The suggestions (hundreds of places, named in the page's language) are built once, not again on every keystroke and answer.
  const suggestions = useMemo(
    () => (
      <datalist id="finder-places">
        {index.places
          .filter((p) => p.area)
          .map((p) => placeName(p.name, labels))
          .map((name) => (
            <option key={name} value={name} />
          ))}
      </datalist>
    ),
    [index, labels],
  );
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
              <form role="search" aria-labelledby={`${FINDER_ID}-heading`} onSubmit={submit} noValidate>
                <label htmlFor="finder-query" className="block font-bold text-brand-900">
                  {labels.label}
                </label>
                <p id="finder-hint" className="text-muted">
                  {labels.hint}
                </p>
                <div className="mt-2 flex flex-col gap-3 sm:flex-row">
                  <input
                    id="finder-query"
                    name="q"
                    type="search"
                    list="finder-places"
                    autoComplete="off"
                    enterKeyHint="search"
                    aria-describedby="finder-hint"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    className="min-h-12 w-full rounded-xl border-2 border-brand-700 bg-white px-4 text-lg sm:max-w-md"
                  />
                  <button
                    type="submit"
                    className="min-h-12 rounded-full bg-accent-700 px-8 font-bold text-white hover:bg-accent-800"
                  >
                    {labels.submit}
                  </button>
                </div>
                {suggestions}
              </form>
            ) : (
              <p className="text-lg">
                {labels.beforeScript}{" "}
                <a href={`#${LISTING_ID}`} className="inline-block py-1 font-bold underline">
                  {labels.listLink}
                </a>
              </p>
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
