import { controlClass, FieldLabel } from "./field";
import { describedBy, FieldError } from "./field-error";

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  marker?: string;
  /** The first, empty choice: "Select a service". */
  prompt: string;
  /** Choices tied to their value by key, in display order. */
  options: readonly { value: string; label: string }[];
  required?: boolean;
  /** What is wrong with the choice (after a send was stopped). */
  error?: string;
}

/** A labelled drop-down with a prompt as its empty first choice. */
export function SelectField({ id, name, label, marker, prompt, options, required, error }: SelectFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} marker={marker} />
      <FieldError fieldId={id} message={error} />
      <select
        id={id}
        name={name}
        required={required}
        aria-describedby={describedBy(id, undefined, error)}
        aria-invalid={error ? true : undefined}
        defaultValue=""
        className={`${controlClass} cursor-pointer`}
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
