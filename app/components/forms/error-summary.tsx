import { useEffect, useRef, type MouseEvent } from "react";

/** A field the summary can link to: its name in the values, its control's id, its label. */
export interface SummaryField {
  name: string;
  id: string;
  label: string;
}

interface ErrorSummaryProps {
  heading: string;
  errors: Record<string, string>;
  /** The form's fields in the order they appear. */
  fields: readonly SummaryField[];
}

/**
 * The list of what to correct, at the top of the form: each line links to its field. It is
 * announced as it appears (role=alert) and moves focus to the first field in error; the form
 * mounts a new one for each failed send, so every attempt is announced again.
 */
export function ErrorSummary({ heading, errors, fields }: ErrorSummaryProps) {
  const listed = fields.filter((field) => errors[field.name]);
  const first = useRef(listed[0]?.id);
  useEffect(() => {
    if (first.current) focusField(first.current);
  }, []);

  if (listed.length === 0) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    focusField(id);
  };
  return (
    <div role="alert" className="rounded-2xl border-2 border-accent-800 bg-accent-50 p-5 sm:p-6">
      <h3 className="text-xl">{heading}</h3>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {listed.map((field) => (
          <li key={field.name}>
            <a href={`#${field.id}`} onClick={(event) => go(event, field.id)} className="font-bold underline">
              {field.label}: {errors[field.name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Brings a field to the visitor: its label scrolled into view (clear of the sticky header), the control focused. */
export function focusField(id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  const label = document.querySelector(`label[for="${id}"]`) ?? control.closest("fieldset")?.querySelector("legend");
  label?.scrollIntoView({ block: "nearest" });
  control.focus({ preventScroll: Boolean(label) });
}
