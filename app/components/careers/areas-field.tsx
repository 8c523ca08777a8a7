import type { ApplicationContent } from "~/content/careers-application";
import { describedBy, FieldError } from "~/components/forms/field-error";

/** "Where are you willing to work?": one checkbox per area, sent as "areas" (several values). */
export function AreasField({
  words,
  marker,
  error,
}: {
  words: ApplicationContent["areas"];
  marker: string;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy("apply-areas", "apply-areas-hint", error)}>
      <legend className="font-bold text-ink">
        {words.legend} <span className="font-normal text-muted">{marker}</span>
      </legend>
      <p id="apply-areas-hint" className="mt-1 text-base text-muted">
        {words.hint}
      </p>
      <FieldError fieldId="apply-areas" message={error} />
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {words.offered.map((area, index) => (
          <label
            key={area}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-line bg-white px-4 py-2 has-[:checked]:border-brand-700"
          >
            <input
              id={`apply-areas-${index}`}
              type="checkbox"
              name="areas"
              value={area}
              className="size-6 shrink-0 accent-brand-700"
            />
            <span>{words.options[area]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
