/**
 * Place names as people type them: accents, case, punctuation and "St."/"Saint" do not matter,
 * and a small typo is forgiven ("kissimee" finds Kissimmee).
 */

/** "  Saint Cloud " -> "st cloud", "Doral." -> "doral", "Kissimmée" -> "kissimmee". */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^(saint|st) /, "st ")
    .replace(/ (fl|florida)$/, "")
    .replace(/ (county|condado)$/, "")
    .replace(/^condado de /, "");
}

/** Levenshtein distance, stopping early once it exceeds `max` (returns max + 1 then). */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a name of this length may carry and still match: none below 5 letters. */
export const typoAllowance = (key: string): number => (key.length < 5 ? 0 : key.length < 9 ? 1 : 2);
