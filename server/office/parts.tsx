/**
 * The small pieces the office's React pages share: a reply-by countdown, a message (an alert, or a
 * status), a labelled field, and a form that posts with its CSRF token. Their classes are the office's buttons and
 * fields (./layout.tsx), made from the site's design tokens.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { langs } from "~/i18n/lang";
import { INPUT } from "./layout";
import type { OfficeWords } from "./words";

/** "Due in 1 h 20 min" / "Overdue by 35 min", kept current in the page by ./browser/office-script.ts. */
export function Countdown({ replyBy, now, w }: { replyBy: number; now: number; w: OfficeWords }) {
  const minutes = Math.max(0, Math.round(Math.abs(replyBy - now) / 60_000));
  const overdue = replyBy < now;
  return (
    <span
      className={`font-bold ${overdue ? "text-accent-800" : "text-brand-800"}`}
      data-due={replyBy}
      data-due-in={w.queue.dueIn("{t}")}
      data-overdue={w.queue.overdue("{t}")}
    >
      {overdue ? w.queue.overdue(w.duration(minutes)) : w.queue.dueIn(w.duration(minutes))}
    </span>
  );
}

export function Message({ text, kind = "error" }: { text: string | null | undefined; kind?: "error" | "ok" }) {
  if (!text) return null;
  const colour = kind === "error" ? "border-accent-800 text-accent-800" : "border-brand-700 text-brand-800";
  return (
    <p role={kind === "error" ? "alert" : "status"} className={`mt-4 rounded-lg border-2 ${colour} p-3 font-bold`}>
      {text}
    </p>
  );
}

/**
 * A POST form with the page's CSRF token (`csrf`: null when the page has none). With `confirm`,
 * the office's script asks that question before it is sent (a deletion names what it deletes).
 */
export function PostForm({
  action,
  csrf,
  className,
  confirm,
  children,
}: {
  action: string;
  csrf: string | null;
  className?: string;
  confirm?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className} data-confirm={confirm}>
      {csrf && <input type="hidden" name="csrf" value={csrf} />}
      {children}
    </form>
  );
}

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** A labelled input, its hint (when it has one) read with it. */
export function Field({ id, label, hint, name, type = "text", ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      )}
      <input id={id} name={name ?? id} type={type} className={INPUT} aria-describedby={hintId} {...input} />
    </div>
  );
}

/** A labelled select; `choices` are [value, words] pairs. */
export function Select({
  id,
  name,
  label,
  choices,
  groups = [],
  value = "",
}: {
  id: string;
  name?: string;
  label: string;
  choices: [string, string][];
  /** Choices after `choices`, under a heading each: [heading, choices]. */
  groups?: [string, [string, string][]][];
  value?: string;
}) {
  const options = (list: [string, string][]) =>
    list.map(([choice, words]) => (
      <option key={choice} value={choice}>
        {words}
      </option>
    ));
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <select id={id} name={name ?? id} className={INPUT} defaultValue={value}>
        {options(choices)}
        {groups.map(([heading, list]) => (
          <optgroup key={heading} label={heading}>
            {options(list)}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The site's languages as choices, each named in the page's words. */
export const languageChoices = (w: OfficeWords): [string, string][] => langs.map((l) => [l, w.language[l]]);

/** A row of radio buttons or boxes, under its legend. */
export function Choices({
  legend,
  name,
  type,
  choices,
  checked,
}: {
  legend: string;
  name: string;
  type: "radio" | "checkbox";
  choices: [string, string][];
  checked: (value: string) => boolean;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="font-bold">{legend}</legend>
      {choices.map(([value, words]) => (
        <label key={value} className="flex min-h-12 items-center gap-2">
          <input type={type} name={name} value={value} className="size-6" defaultChecked={checked(value)} /> {words}
        </label>
      ))}
    </fieldset>
  );
}
