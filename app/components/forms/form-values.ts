/** The text values of a form, by field name (what a native post would send). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** Longest message body put into a mailto: link (mail apps and Windows cut long links). */
export const MAILTO_BODY_LIMIT = 1500;

/**
 * A mailto: link with the visitor's words filled in, for when a delivery failed: "Label: value"
 * lines in the order given, empty values left out, a long body cut with "[…]" (the form itself
 * still holds all of it).
 */
export function mailtoWithValues(
  email: string,
  subject: string,
  lines: readonly (readonly [string, string])[],
): string {
  let body = lines
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  // Cut by code points, never inside an emoji (a lone surrogate would make encodeURIComponent throw).
  const chars = Array.from(body);
  if (chars.length > MAILTO_BODY_LIMIT) body = `${chars.slice(0, MAILTO_BODY_LIMIT).join("")} […]`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
