import { ALL, type CategoryFilter as Filter } from "~/lib/blog-list";

interface CategoryFilterProps {
  label: string;
  allLabel: string;
  categories: { key: string; name: string }[];
  selected: Filter;
  onSelect: (key: Filter) => void;
}

const chip =
  "inline-flex min-h-11 items-center rounded-full border-2 px-4 py-2 font-bold transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white";

/** "All Articles" and the seven categories as toggle buttons; the pressed one is the filter. */
export function CategoryFilter({ label, allLabel, categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <div role="group" aria-labelledby="category-filter-label">
      <p id="category-filter-label" className="font-bold">
        {label}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {[{ key: ALL, name: allLabel }, ...categories].map(({ key, name }) => (
          <li key={key}>
            <button
              type="button"
              aria-pressed={selected === key}
              onClick={() => onSelect(key)}
              className={`${chip} border-brand-200 bg-white text-brand-900 hover:border-brand-700`}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
