import { controlClass, FieldLabel } from "./field";

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
}

/** A labelled drop-down with a prompt as its empty first choice. */
export function SelectField({ id, name, label, marker, prompt, options, required }: SelectFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} marker={marker} />
      <select id={id} name={name} required={required} defaultValue="" className={`${controlClass} cursor-pointer`}>
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
