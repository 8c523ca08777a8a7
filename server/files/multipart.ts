/**
 * Reads a multipart/form-data post (a form with a file field, sent with or without JavaScript) as
 * it streams in, with @fastify/busboy: the text fields into field -> text (repeated ones, the
 * ticked boxes, joined with ", " as the other bodies are), each file through its type sniffer and
 * the file store's encryption into an incoming file. Limits hold while reading, so a post past
 * them is refused before the rest of it is read: 413 for a file past its size, the files past
 * their total, the body past its own, a field too long; 400 for more files than the form takes, a
 * file in another field, too many fields or a malformed body. On a refusal, the incoming files
 * written so far are removed. A file's name is kept only as words, never as a path.
 *
 * A browser posting without JavaScript gets the form back with what was typed, so for it
 * (`keepFields`) a refusal of the files alone (one too large, too many, too much in all, or
 * `dropFiles`: none taken, as when the address has sent too many) drops the files and reads on
 * for the fields, up to KEEP_FIELDS_UP_TO bytes in all; a body announced as larger than that is
 * refused unread. A body announced larger than the form takes drops every file from the start:
 * none of its bytes reaches the disk.
 */
import type { IncomingMessage } from "node:http";
import { Transform } from "node:stream";
import { Busboy } from "@fastify/busboy";
import { largestOf, type FileKind, type FileRule } from "~/lib/forms/files";
import { BodyError, MAX_BODY } from "../body";
import { fileSniffer } from "./file-type";
import type { FileStore } from "./file-store";

export interface ReceivedFile {
  /** The incoming file's id (its name on the disk). */
  id: string;
  field: string;
  /** The name it was sent with, cleaned: words to show and to offer on download. */
  name: string;
  size: number;
  /** What its bytes make it; null: none of the kinds the forms take. */
  kind: FileKind | null;
}

/**
 * Why the files of a post were dropped: one too large or a photo that could not be made smaller
 * (./photo-reduce.ts; its name), too many, too much in all, or none taken.
 */
export type FilesRefused = { why: "each" | "unreadable"; name: string } | { why: "count" | "total" | "dropped" };

/** How far a post is read for its fields once its files are refused (a no-JavaScript post). */
export const KEEP_FIELDS_UP_TO = 120 * 1024 * 1024;

export interface ReadOptions {
  /** Read on for the fields when the files are refused (a post without JavaScript). */
  keepFields?: boolean;
  /** Take no file at all (only with keepFields). */
  dropFiles?: boolean;
}

/** Room for the parts' own headers and boundaries, beside the fields and the files. */
const OVERHEAD = 64 * 1024;
const MAX_FIELDS = 60;

export const isMultipart = (req: IncomingMessage) =>
  /^multipart\/form-data\s*;/i.test(String(req.headers["content-type"] ?? ""));

/** A name to show: no folders, no control characters, at most 150 characters (its ending kept). */
export function cleanName(sent: string): string {
  const name = sent
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/[/\\]+/g, " ")
    .trim();
  if (!name || /^\.+$/.test(name)) return "document";
  if (name.length <= 150) return name;
  const ending = /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? "";
  return `${name.slice(0, 150 - ending.length)}${ending}`;
}

export function readMultipart(
  req: IncomingMessage,
  store: FileStore,
  rule: FileRule | undefined,
  { keepFields = false, dropFiles = false }: ReadOptions = {},
): Promise<{ fields: Record<string, string>; files: ReceivedFile[]; refused?: FilesRefused }> {
  const limit = (rule?.total ?? 0) + MAX_BODY + OVERHEAD;
  const announced = Number(req.headers["content-length"] ?? 0);
  if (announced > (keepFields ? KEEP_FIELDS_UP_TO : limit)) return Promise.reject(new BodyError(413, "too_large"));
  /** The files' refusal, once the files are dropped and the fields still read (keepFields). */
  let refused: FilesRefused | undefined = keepFields && announced > limit ? { why: "total" } : undefined;

  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    const files: ReceivedFile[] = [];
    const saves: Promise<void>[] = [];
    /** The first stream of each save still running: destroying it (with an error) ends that save. */
    const active = new Set<Transform>();
    /** The refusal (a BodyError), or what broke while writing a file (the disk: an answer 500). */
    let failure: Error | null = null;
    let settled = false;
    let bodyBytes = 0;
    let fieldBytes = 0;
    let fileBytes = 0;

    const settle = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(saves);
      const ids = files.map((f) => f.id);
      if (failure || refused) await store.discard(ids);
      if (failure) return reject(failure);
      if (refused) return resolve({ fields: Object.fromEntries(fields), files: [], refused });
      // A file box left empty is still sent by the browser: a part with no name and no bytes.
      const empty = files.filter((f) => f.size === 0 && f.name === "");
      await store.discard(empty.map((f) => f.id));
      resolve({
        fields: Object.fromEntries(fields),
        files: files.filter((f) => !empty.includes(f)).map((f) => ({ ...f, name: cleanName(f.name) })),
      });
    };

    let busboy: ReturnType<typeof Busboy>;
    const fail = (status: 400 | 413, code: string) => stop(new BodyError(status, code));
    /** The files are refused: without keepFields the whole post is; with it, they are dropped. */
    const refuseFiles = (why: FilesRefused, status: 400 | 413, code: string) => {
      if (!keepFields) return fail(status, code);
      refused ??= why;
    };
    const stop = (error: Error) => {
      if (failure) return;
      failure = error;
      // Stop reading: the rest of the body is never read (the answer closes the connection).
      req.unpipe(busboy);
      req.pause();
      // With an error: a file stream destroyed without one can look finished (its end already
      // parsed) and leave its save waiting for ever. The incoming files go in settle().
      for (const tap of active) tap.destroy(failure);
      void settle();
    };

    try {
      busboy = Busboy({
        headers: req.headers as { "content-type": string },
        limits: {
          fieldNameSize: 100,
          fieldSize: MAX_BODY,
          fields: MAX_FIELDS,
          files: rule?.max ?? 0,
          // A photo may be larger as sent (it is made smaller); any other file is checked below.
          fileSize: rule?.photo ?? rule?.each ?? 0,
          parts: MAX_FIELDS + (rule?.max ?? 0),
          headerPairs: 20,
        },
      });
    } catch {
      return reject(new BodyError(400, "malformed"));
    }

    busboy.on("field", (name, value, nameTruncated, valueTruncated) => {
      if (failure) return;
      if (nameTruncated) return fail(400, "malformed");
      fieldBytes += Buffer.byteLength(value);
      if (valueTruncated || fieldBytes > MAX_BODY) return fail(413, "too_large");
      fields.set(name, fields.has(name) ? `${fields.get(name)}, ${value}` : value);
    });

    busboy.on("file", (field, stream, filename) => {
      // Files not taken (`dropFiles`): the form says so only when a file was chosen.
      if (keepFields && dropFiles && filename) refused ??= { why: "dropped" };
      if (failure || refused) return void stream.resume();
      if (!rule || field !== rule.field) {
        stream.resume();
        return fail(400, "malformed");
      }
      const incoming = store.incoming();
      const entry: ReceivedFile = { id: incoming.id, field, name: filename ?? "", size: 0, kind: null };
      files.push(entry);
      const sniff = fileSniffer();
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          // Files refused while the fields are read on: their bytes go nowhere.
          if (refused) return done();
          entry.size += chunk.length;
          fileBytes += chunk.length;
          if (fileBytes > rule.total) {
            if (keepFields) return done(void refuseFiles({ why: "total" }, 413, "file_too_large"));
            fail(413, "file_too_large");
            return done(failure!);
          }
          sniff.push(chunk);
          if (entry.size > largestOf(rule, sniff.kind())) {
            refuseFiles({ why: "each", name: cleanName(entry.name) }, 413, "file_too_large");
            return done(keepFields ? null : failure!);
          }
          done(null, chunk);
        },
      });
      active.add(tap);
      tap.once("close", () => active.delete(tap));
      // An error after its save has ended (the refusal reaching a finished stream) is no one's.
      tap.on("error", () => {});
      stream.on("limit", () => refuseFiles({ why: "each", name: cleanName(entry.name) }, 413, "file_too_large"));
      saves.push(
        incoming
          .save(stream, tap)
          .then(() => {
            entry.kind = sniff.kind();
          })
          // Busboy's own errors came as "error" events; anything else here is the disk's.
          .catch((error: Error) => stop(error)),
      );
    });

    busboy.on("filesLimit", () => refuseFiles({ why: "count" }, 400, "too_many_files"));
    busboy.on("fieldsLimit", () => fail(400, "too_many_fields"));
    busboy.on("partsLimit", () => fail(400, "too_many_fields"));
    busboy.on("error", () => fail(400, "malformed"));
    busboy.on("finish", () => void settle());

    req.on("data", (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > (keepFields ? KEEP_FIELDS_UP_TO : limit)) fail(413, "too_large");
    });
    // The sender went away (or the connection broke) before the end of the body.
    req.on("close", () => {
      if (!req.complete) fail(400, "malformed");
    });
    req.pipe(busboy);
  });
}
