import { describedBy, FieldError } from "./field-error";

/** One box the sender must tick ("I may share …"), sent as `<name>=yes`. */
export function ConsentField(props: { id: string; name: string; label: string; marker: string; error?: string }) {
  const { id, name, label, marker, error } = props;
  return (
    <div>
      <FieldError fieldId={id} message={error} />
      <label
        htmlFor={id}
        className="mt-2 flex cursor-pointer items-start gap-3 rounded-lg border-2 border-line bg-white p-4 has-[:checked]:border-brand-700"
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value="yes"
          required
          aria-describedby={describedBy(id, undefined, error)}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-6 shrink-0 accent-brand-700"
        />
        <span>
          {label} <span className="text-muted">{marker}</span>
        </span>
      </label>
    </div>
  );
}
