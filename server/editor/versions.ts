/**
 * What each signed-in person last read of each file, the version their next save is based on.
 * Decap's proxy protocol sends the whole file on a save, never the version it started from, so
 * the server keeps it: each read (an entry, a folder's entries, a draft's file) records the text
 * for that session; a save records what the person sent (their screen holds it). Kept in the
 * database (editor_reads), so a restart changes nothing; a session's rows go with it.
 */
import type { Db } from "../db/database";
import { mergeFields, type FieldConflict } from "./merge-fields";

const MAX_FILES = 2000;

/** The live file `rel`, or its version in the draft `branch`. */
export const versionKey = (rel: string, branch?: string) => (branch ? `${branch}:${rel}` : rel);

export function readVersions(db: Db) {
  const remove = db.prepare("DELETE FROM editor_reads WHERE session = ? AND file = ?");
  const insert = db.prepare("INSERT INTO editor_reads (session, file, text) VALUES (?, ?, ?)");
  const count = db.prepare("SELECT count(*) FROM editor_reads WHERE session = ?").pluck();
  const trim = db.prepare(
    "DELETE FROM editor_reads WHERE session = ? AND seq NOT IN (SELECT seq FROM editor_reads WHERE session = ? ORDER BY seq DESC LIMIT ?)",
  );
  const read = db.prepare("SELECT text, seq FROM editor_reads WHERE session = ? AND file = ?");
  const sawAll = db.transaction((session: string, files: [key: string, text: string | null][]) => {
    for (const [key, text] of files) {
      if (text === null) continue;
      remove.run(session, key);
      insert.run(session, key, text);
    }
    if ((count.get(session) as number) > MAX_FILES) trim.run(session, session, MAX_FILES);
  });
  return {
    /** `session` has seen `text` as the file `key` (versionKey). */
    saw(session: string, key: string, text: string | null) {
      sawAll(session, [[key, text]]);
    },
    /** `session` has seen each file of `files` (one write for a folder's entries). */
    sawAll(session: string, files: [key: string, text: string | null][]) {
      sawAll(session, files);
    },
    /** What `session` read last of the first file of `keys` it read (a draft's file or the live one). */
    base(session: string, ...keys: string[]): string | undefined {
      const seen = keys.map((k) => read.get(session, k) as { text: string; seq: number } | undefined);
      return seen.filter((v) => v !== undefined).sort((a, b) => b.seq - a.seq)[0]?.text;
    },
  };
}

export type ReadVersions = ReturnType<typeof readVersions>;

/** A save refused: someone saved the same field since the person read the file. */
export class SaveConflict extends Error {
  constructor(
    readonly file: string,
    readonly conflicts: FieldConflict[],
  ) {
    super(`conflict in ${file}`);
  }
}

/**
 * The text to save for `rel`: `raw` as sent when the file is as the person read it (or no version
 * was recorded), else their changes laid over the file as it is now; a SaveConflict when both
 * changed the same field.
 */
export function basedOn(rel: string, base: string | undefined, now: string | null, raw: string): string {
  if (base === undefined || now === null || base === now) return raw;
  const merged = mergeFields(rel, base, now, raw);
  if ("conflicts" in merged) throw new SaveConflict(rel, merged.conflicts);
  return merged.raw;
}

const shown = (value: unknown, empty: string) => {
  if (value === undefined || value === null || value === "") return empty;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `“${text.length > 200 ? `${text.slice(0, 200)}…` : text}”`;
};

/** The refusal in the person's language: each field by its label, their version and yours. */
export function conflictWords(lang: "en" | "es", conflicts: { label: string; theirs: unknown; yours: unknown }[]) {
  const fields = conflicts.slice(0, 5);
  if (lang === "es")
    return (
      "No se guardó: otra persona guardó esta entrada después de que usted la abrió, y cambió el mismo campo. " +
      fields
        .map(
          (c) =>
            `${c.label}: la otra persona escribió ${shown(c.theirs, "(vacío)")}; usted, ${shown(c.yours, "(vacío)")}.`,
        )
        .join(" ") +
      " Copie su texto, vuelva a cargar la página para ver el de la otra persona y haga su cambio otra vez."
    );
  return (
    "Not saved: someone saved this entry after you opened it, and changed the same field. " +
    fields
      .map((c) => `${c.label}: theirs ${shown(c.theirs, "(empty)")}, yours ${shown(c.yours, "(empty)")}.`)
      .join(" ") +
    " Copy your words, reload the page to see theirs, and make your change again."
  );
}
