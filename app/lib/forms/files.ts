import { fill } from "~/i18n/format";
import type { FileFieldWords } from "~/content/file-fields";
import type { FormKind } from "./schemas";

/**
 * The forms' file fields, for the browser (before sending) and the server (while reading): how
 * many files, how large, of which kinds. The server decides a file's kind from its first bytes
 * (server/files/file-type.ts); the browser can only guess it from the name, to warn early.
 */

export type FileKind = "pdf" | "jpeg" | "png" | "doc" | "docx";

/** Each kind's media type (a download says it) and the name endings a browser offers it by. */
export const FILE_KINDS: Record<FileKind, { type: string; extensions: readonly string[] }> = {
  pdf: { type: "application/pdf", extensions: [".pdf"] },
  jpeg: { type: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  png: { type: "image/png", extensions: [".png"] },
  doc: { type: "application/msword", extensions: [".doc"] },
  docx: {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
  },
};

const MB = 1024 * 1024;

export interface FileRule {
  /** The field's name in the post. */
  field: string;
  /** How many files at most. */
  max: number;
  /** The largest file, in bytes (a photo as it is kept). */
  each: number;
  /**
   * The largest photo as sent (a JPEG or PNG from a phone), in bytes: the server makes a photo over
   * `each` smaller before keeping it (server/files/photo-reduce.ts). None: `each` for every file.
   */
  photo?: number;
  /** The field's files together, in bytes. */
  total: number;
  kinds: readonly FileKind[];
}

export const fileRules = {
  referral: {
    field: "documents",
    max: 5,
    each: 10 * MB,
    photo: 25 * MB,
    total: 25 * MB,
    kinds: ["pdf", "jpeg", "png"],
  },
  application: { field: "resume", max: 1, each: 5 * MB, total: 5 * MB, kinds: ["pdf", "doc", "docx"] },
} as const satisfies Partial<Record<FormKind, FileRule>>;

/** The kinds a phone's camera makes, which the server can make smaller (it reads them as pictures). */
export const PHOTO_KINDS: readonly FileKind[] = ["jpeg", "png"];

/** The largest a file of this kind may be as sent: a photo's limit for a photo, else the rule's `each`. */
export const largestOf = (rule: FileRule, kind: FileKind | null) =>
  kind && PHOTO_KINDS.includes(kind) ? (rule.photo ?? rule.each) : rule.each;

/** The form's file field, or undefined for a form without one. */
export const fileRuleOf = (form: string): FileRule | undefined =>
  Object.hasOwn(fileRules, form) ? (fileRules as Record<string, FileRule>)[form] : undefined;

/** "10 MB", never broken between the number and its unit (a no-break space). */
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10}\u00a0MB`;

/**
 * A form's file field as its page gets it, made at build time (the page's loader): its rule, its
 * words with the limits filled in, and the file box's `accept`. The page's JavaScript then carries
 * none of this module.
 */
export interface Upload {
  rule: FileRule;
  words: FileFieldWords;
  accept: string;
}

export function uploadField(rule: FileRule, words: FileFieldWords): Upload {
  return { rule, words: fileWords(rule, words), accept: acceptOf(rule) };
}

/** The field's words with its limits filled in. */
export function fileWords(rule: FileRule, words: FileFieldWords): FileFieldWords {
  const limits = {
    max: rule.max,
    each: megabytes(rule.each),
    photo: megabytes(rule.photo ?? rule.each),
    total: megabytes(rule.total),
  };
  const errors = Object.fromEntries(Object.entries(words.errors).map(([k, v]) => [k, fill(v, limits)]));
  return { ...words, hint: fill(words.hint, limits), errors: errors as FileFieldWords["errors"] };
}

/** The file input's `accept`: the endings and media types of the field's kinds. */
export const acceptOf = (rule: FileRule) =>
  rule.kinds.flatMap((kind) => [...FILE_KINDS[kind].extensions, FILE_KINDS[kind].type]).join(",");

/**
 * The kind a file's name suggests, else the media type the browser gives it: only a guess, to warn
 * before sending (the server reads the bytes).
 */
export function kindByName(name: string, type = ""): FileKind | null {
  const lower = name.toLowerCase();
  const kinds = Object.keys(FILE_KINDS) as FileKind[];
  const byName = kinds.find((kind) => FILE_KINDS[kind].extensions.some((ending) => lower.endsWith(ending)));
  if (byName) return byName;
  if (/\.[a-z0-9]{1,5}$/.test(lower)) return null;
  return kinds.find((kind) => FILE_KINDS[kind].type === type.toLowerCase()) ?? null;
}

export interface FileFacts {
  name: string;
  size: number;
  /** What the file is (the server: from its bytes; the browser: from its name); null: none of the kinds known. */
  kind: FileKind | null;
}

/** What is wrong with a field's files, in the words given (the first problem), or undefined. */
export function checkFiles(rule: FileRule, files: readonly FileFacts[], words: FileFieldWords): string | undefined {
  const w = fileWords(rule, words).errors;
  if (files.length > rule.max) return w.tooMany;
  for (const file of files) {
    if (file.size === 0) return fill(w.empty, { name: file.name });
    if (!file.kind || !rule.kinds.includes(file.kind)) return fill(w.type, { name: file.name });
    if (file.size > largestOf(rule, file.kind)) return fill(w.tooLarge, { name: file.name });
  }
  if (files.reduce((sum, f) => sum + f.size, 0) > rule.total) return w.total;
  return undefined;
}
