import type { ChangeEvent } from "react";
import { controlClass, fieldClass, FieldHead } from "./field";
import { describedBy } from "./field-error";

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
  /** A choice the page holds itself (the position picked from a job's "Apply" link). */
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled drop-down with a prompt as its empty first choice. */
export function SelectField(props: SelectFieldProps) {
  const { id, name, label, marker, hint, prompt, options, required, error, value, onChange } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={fieldClass}>
      <FieldHead id={id} label={label} marker={marker} hint={hint} error={error} />
      <select
        id={id}
        name={name}
        required={required}
        aria-describedby={describedBy(id, hintId, error)}
        aria-invalid={error ? true : undefined}
        {...(value === undefined
          ? { defaultValue: "" }
          : { value, onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value) })}
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
