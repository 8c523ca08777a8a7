/** "1,000+": counts are grouped the US way in both languages (as Florida Spanish-language media do). */
export const plus = (value: number): string => `${value.toLocaleString("en-US")}+`;
