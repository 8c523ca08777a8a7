import { describedBy, FieldError } from "./field-error";

interface CheckboxesFieldProps {
  /** The boxes' ids are `<id>-0`, `<id>-1`, …; the hint's and the error's start with it too. */
  id: string;
  name: string;
  legend: string;
  hint?: string;
  marker: string;
  error?: string;
  /** The boxes, in order: each one's code and words. */
  options: readonly { value: string; label: string }[];
}

/**
 * A group of checkboxes sent under one name (several values): "Choose all that apply". The
 * careers application's areas keep their own copy of this markup (components/careers/areas-field.tsx):
 * a module shared by the two pages becomes a chunk of its own, about 0.4 KB more JavaScript on
 * /careers, which sits at the page budget (e2e/budgets.e2e.ts).
 */
export function CheckboxesField({ id, name, legend, hint, marker, error, options }: CheckboxesFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={describedBy(id, hintId, error)}>
      <legend className="font-bold text-ink">
        {legend} <span className="font-normal text-muted">{marker}</span>
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-base text-muted">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-line bg-white px-4 py-2 has-[:checked]:border-brand-700"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name={name}
              value={option.value}
              className="size-6 shrink-0 accent-brand-700"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
