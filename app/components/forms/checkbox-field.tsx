import { describedBy, FieldError } from "./field-error";

/**
 * One yes/no box with its label beside it, never ticked in advance: ticked, the form sends
 * `value` ("yes"); unticked, nothing. The hint under it says what an empty box means.
 */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  error,
  value = "yes",
  link,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  /** A page that says more, linked after the hint (the hint stays the box's description). */
  link?: { text: string; href: string };
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-line bg-white px-4 py-3 font-bold text-ink has-[:checked]:border-brand-700"
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          aria-describedby={describedBy(id, hintId, error)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="mt-2 text-base text-muted">
          {hint}
        </p>
      )}
      {link && (
        <p className="mt-1 text-base">
          <a href={link.href} className="inline-flex min-h-6 items-center font-bold text-brand-800 underline">
            {link.text}
          </a>
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
