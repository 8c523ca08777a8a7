/** Fills "{name}" placeholders from `vars`; a placeholder without a value stays as written. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match));
}

/** "1,000+": counts are grouped the US way in both languages (as Florida Spanish-language media do). */
export const plus = (value: number): string => `${value.toLocaleString("en-US")}+`;
