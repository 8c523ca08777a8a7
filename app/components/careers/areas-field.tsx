import type { ApplicationContent } from "~/content/careers-application";
import { CheckboxesField } from "~/components/forms/checkboxes-field";

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
    <CheckboxesField
      id="apply-areas"
      name="areas"
      legend={words.legend}
      hint={words.hint}
      marker={marker}
      error={error}
      options={words.offered.map((area) => ({ value: area, label: words.options[area] }))}
    />
  );
}
