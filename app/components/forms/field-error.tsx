/** The id of a field's error message (aria-describedby points at it while it shows). */
export const errorId = (fieldId: string) => `${fieldId}-error`;

/** What is wrong with a field, under its label, in the page's language. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(fieldId)} className="mt-2 font-bold text-accent-800">
      {message}
    </p>
  );
}

/** aria-describedby for a control: its hint and, while it shows, its error. */
export function describedBy(fieldId: string, hintId: string | undefined, error: string | undefined) {
  return [hintId, error ? errorId(fieldId) : undefined].filter(Boolean).join(" ") || undefined;
}
