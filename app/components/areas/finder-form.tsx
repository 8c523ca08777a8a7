import type { FormEvent, ReactNode } from "react";
import type { FinderLabels } from "~/content/areas/overview";
import { FINDER_HEADING_ID } from "./finder-ids";

/**
 * The finder's search form. Controlled by the React finder (`query`, `onQuery`, `onSubmit`);
 * drawn at build time without them for the DOM code of a page React does not hydrate.
 * `children`: the place-name suggestions (a <datalist id="finder-places">).
 */
export function FinderForm({
  labels,
  query,
  onQuery,
  onSubmit,
  children,
}: {
  labels: FinderLabels;
  query?: string;
  onQuery?: (value: string) => void;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form role="search" aria-labelledby={FINDER_HEADING_ID} onSubmit={onSubmit} noValidate>
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
          {...(onQuery ? { value: query ?? "", onChange: (event) => onQuery(event.target.value) } : {})}
          className="min-h-12 w-full rounded-xl border-2 border-brand-700 bg-white px-4 text-lg sm:max-w-md"
        />
        <button
          type="submit"
          className="min-h-12 rounded-full bg-accent-700 px-8 font-bold text-white hover:bg-accent-800"
        >
          {labels.submit}
        </button>
      </div>
      {children}
    </form>
  );
}

/** The suggestions: every place of our areas, named in the page's language. */
export function FinderSuggestions({ names }: { names: string[] }) {
  return (
    <datalist id="finder-places">
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
