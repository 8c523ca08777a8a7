import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { describedBy, FieldError } from "./field-error";

/**
 * The look of every text box of the site's forms: large, high-contrast, a clear focus ring. A
 * drop-down is as tall as a text box (Chromium sets its text at the normal line height).
 */
export const controlClass =
  "mt-2 block w-full min-h-[calc(var(--text-lg--line-height)*1em+var(--spacing)*6+4px)] rounded-lg border-2 border-muted bg-white px-4 py-3 text-lg text-ink placeholder:text-muted/80 focus:border-brand-700 aria-[invalid=true]:border-accent-800";

interface FieldBase {
  /** The field's name in the form's values (and the native post). */
  name: string;
  /** Unique on the page; the label points at it. */
  id: string;
  label: string;
  /** Shown after the label in a smaller weight: "(required)" or "(optional)". */
  marker?: string;
  /** A short line under the label, read with the field (aria-describedby). */
  hint?: string;
  required?: boolean;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  maxLength?: number;
  /** What is wrong with the value (after a send was stopped); shown under the label. */
  error?: string;
}

interface InputFieldProps extends FieldBase {
  type?: HTMLInputTypeAttribute;
  inputMode?: "text" | "tel" | "email" | "numeric";
  /** A file box: the kinds it takes, and whether it takes several files. */
  accept?: string;
  multiple?: boolean;
  rows?: undefined;
}

interface TextAreaFieldProps extends FieldBase {
  /** A textarea of this many rows. */
  rows: number;
}

/**
 * A field's box: label, hint and error on top, the control at the bottom. Fields side by side in
 * a grid row are as tall as the row, so their controls line up whatever their labels and hints.
 */
export const fieldClass = "flex flex-col";

function FieldLabel({ htmlFor, label, marker }: { htmlFor: string; label: string; marker?: string }) {
  return (
    <label htmlFor={htmlFor} className="block font-bold text-ink">
      {label}
      {marker && <span className="font-normal text-muted"> {marker}</span>}
    </label>
  );
}

/**
 * What stands above a control: its label, its hint (the control names it in aria-describedby as
 * `<id>-hint`) and its error. It grows, so that the control sits at the bottom of the field's box.
 */
export function FieldHead(props: { id: string; label: string; marker?: string; hint?: string; error?: string }) {
  const { id, label, marker, hint, error } = props;
  return (
    <div className="grow">
      <FieldLabel htmlFor={id} label={label} marker={marker} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-base text-muted">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

/** A labelled text field (or textarea with `rows`): the label is visible and tied to the control. */
export function Field(props: InputFieldProps | TextAreaFieldProps) {
  const { id, name, label, marker, hint, required, placeholder, autoComplete, maxLength, error } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name,
    required,
    placeholder,
    autoComplete,
    maxLength,
    "aria-describedby": describedBy(id, hintId, error),
    "aria-invalid": error ? true : undefined,
    className: controlClass,
  };
  return (
    <div className={fieldClass}>
      <FieldHead id={id} label={label} marker={marker} hint={hint} error={error} />
      {"rows" in props && props.rows ? (
        <textarea {...shared} rows={props.rows} />
      ) : (
        <input
          {...shared}
          type={(props as InputFieldProps).type ?? "text"}
          inputMode={(props as InputFieldProps).inputMode}
          accept={(props as InputFieldProps).accept}
          multiple={(props as InputFieldProps).multiple}
        />
      )}
    </div>
  );
}
