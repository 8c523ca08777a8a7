/**
 * A change's message (words.ts writes it in English, once, in git) as the site's history shows it
 * to a person whose office language is Spanish: each label of the editor and each word of the
 * message's frame in Spanish; values (in quotes) and entries' names as they are.
 */
import { toSpanish } from "~/content/schemas/decap-spanish";

const FRAME: Record<string, string> = {
  Page: "Página",
  Articles: "Artículos",
  Site: "Sitio",
  new: "nueva",
  deleted: "borrada",
  Undo: "Deshacer",
  Media: "Archivos",
};

/** `message` in `lang`: every run of words between separators (› , ; : parentheses) that is a known label. */
export function changeInWords(message: string, lang: "en" | "es"): string {
  if (lang === "en") return message;
  return message.replace(/“[^”]*”|[^›,;:()“]+/g, (run) => {
    if (run.startsWith("“")) return run;
    const words = run.trim();
    const spanish = FRAME[words] ?? (/^[a-z0-9-]+$/.test(words) ? null : toSpanish(words));
    return spanish ? run.replace(words, spanish) : run;
  });
}
