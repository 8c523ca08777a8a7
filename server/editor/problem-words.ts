/**
 * What the check found wrong with a field, as the editor's person reads it, in the office
 * language: the build's words ("expected at most 1200 characters, got '…'") become a sentence
 * with the limit in characters and in words, without the whole text typed repeated back.
 */
type Lang = "en" | "es";

/** About how many words fit in `characters` (six characters a word, its space included). */
export const wordsIn = (characters: number) => Math.round(characters / 6 / 10) * 10 || 1;

const number = (n: number, lang: Lang) => n.toLocaleString(lang === "es" ? "es-US" : "en-US");

/** The build's messages the schemas use, in Spanish. */
const SPANISH: [RegExp, (...m: string[]) => string][] = [
  [/^expected a line of text$/, () => "se espera una línea de texto"],
  [/^expected some text$/, () => "se espera un texto"],
  [/^expected a list of lines$/, () => "se espera una lista de líneas"],
  [/^expected at least one line$/, () => "se espera al menos una línea"],
  [/^expected true or false$/, () => "se espera sí o no"],
  [/^expected a number$/, () => "se espera un número"],
  [/^expected a whole number$/, () => "se espera un número entero"],
  [/^expected (\d+) or more$/, (n) => `se espera ${n} o más`],
  [/^expected a date like (\S+)$/, (d) => `se espera una fecha como ${d}`],
  [/^expected a year from 2000 to 2099$/, () => "se espera un año de 2000 a 2099"],
  [/^expected a phone number written (.+)$/, (f) => `se espera un teléfono escrito ${f}`],
  [/^expected an e-mail address like (\S+)$/, (e) => `se espera un correo electrónico como ${e}`],
  [/^not a field of this kind of file$/, () => "no es un campo de este tipo de archivo"],
  [/^(\S+) is not a fact this page knows; use (.+)$/, (bad, use) => `${bad} no es un dato de esta página; use ${use}`],
];

function spanish(message: string): string {
  for (const [pattern, words] of SPANISH) {
    const m = pattern.exec(message);
    if (m) return words(...m.slice(1));
  }
  return message;
}

/** A problem's "what" part ("missing (expected some text)", "expected …, got '…'") in `lang`. */
export function whatInWords(what: string, lang: Lang): string {
  const long = /^expected at most (\d+) characters, got '([\s\S]*)'$/.exec(what);
  if (long) {
    const [max, typed] = [Number(long[1]), long[2]!.length];
    return lang === "es"
      ? `demasiado largo: caben ${number(max, lang)} caracteres como máximo (unas ${number(wordsIn(max), lang)} palabras); tiene ${number(typed, lang)}`
      : `too long: it holds at most ${number(max, lang)} characters (about ${number(wordsIn(max), lang)} words); this has ${number(typed, lang)}`;
  }
  if (lang === "en") return what;
  const missing = /^missing \((.*)\)$/.exec(what);
  if (missing) return `falta (${spanish(missing[1]!)})`;
  const got = /^([\s\S]*?), got ([\s\S]*)$/.exec(what);
  if (got) return `${spanish(got[1]!)}; está escrito ${got[2] === "nothing" ? "nada" : got[2]}`;
  return spanish(what);
}
