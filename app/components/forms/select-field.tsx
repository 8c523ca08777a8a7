import { controlClass, fieldClass, FieldLabel } from "./field";
import { describedBy, FieldError } from "./field-error";

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  marker?: string;
  /** A short line under the label, read with the field (aria-describedby). */
  hint?: string;
  /** The first, empty choice: "Select a service". */
  prompt: string;
  /** Choices tied to their value by key, in display order. */
  options: readonly { value: string; label: string }[];
  required?: boolean;
  /** What is wrong with the choice (after a send was stopped). */
  error?: string;
}

/** A labelled drop-down with a prompt as its empty first choice. */
export function SelectField(props: SelectFieldProps) {
  const { id, name, label, marker, hint, prompt, options, required, error } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={fieldClass}>
      <div className="grow">
        <FieldLabel htmlFor={id} label={label} marker={marker} />
        {hint && (
          <p id={hintId} className="mt-1 text-base text-muted">
            {hint}
          </p>
        )}
        <FieldError fieldId={id} message={error} />
      </div>
      <select
        id={id}
        name={name}
        required={required}
        aria-describedby={describedBy(id, hintId, error)}
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
