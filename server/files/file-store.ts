/**
 * The files that come with requests (a referral's documents, a résumé), kept in DATA_DIR/files,
 * never under the served build: each under a random id, never under the name it was sent with.
 * Encrypted with DATA_KEY like the words (AES-256-GCM, a fresh IV per file, the file's id as
 * associated data so that one file cannot be passed off as another); without DATA_KEY kept as
 * sent, marked so, as the words are.
 *
 * A file arrives into DATA_DIR/files/incoming/ and is flushed to the disk as it closes; once the
 * whole post is read and accepted, promote() renames the files into place and flushes the folder,
 * and only then is the request's row committed. A crash before that leaves incoming files or files
 * without a row, never a request with half its files: sweep() removes those at the next start.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statfsSync } from "node:fs";
import { open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Transform, Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { keyFrom } from "../sealing";

const SEALED = Buffer.from("gcm1", "latin1");
const PLAIN = Buffer.from("pln1", "latin1");
const IV = 12;
const TAG = 16;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Left free on the disk for the database and the logs: files are refused before it fills up. */
const RESERVE = 512 * 1024 * 1024;

export interface IncomingFile {
  id: string;
  /**
   * Writes the source's bytes (through `through`, then the encryption) into the incoming file;
   * resolves once the file is flushed to the disk and closed, rejects on any stream's error.
   */
  save(source: Readable, ...through: Transform[]): Promise<void>;
}

/**
 * A file as a stream's end: opened (never over an existing file, readable by the server alone) as
 * the stream is made, each chunk written in turn, flushed to the disk before it closes.
 */
function diskSink(file: string): Writable {
  let handle: FileHandle | null = null;
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= handle ? handle.close() : Promise.resolve());
  return new Writable({
    construct(done) {
      open(file, "wx", 0o600).then((opened) => {
        handle = opened;
        done();
      }, done);
    },
    write(chunk: Buffer, _encoding, done) {
      handle!.write(chunk).then(() => done(), done);
    },
    final(done) {
      handle!
        .sync()
        .then(close)
        .then(() => done(), done);
    },
    destroy(error, done) {
      close()
        .catch(() => {})
        .finally(() => done(error));
    },
  });
}

export function fileStore(dataDir: string, secret: string | undefined) {
  const dir = path.join(dataDir, "files");
  const incomingDir = path.join(dir, "incoming");
  mkdirSync(incomingDir, { recursive: true, mode: 0o700 });
  const key = secret ? keyFrom(secret) : null;
  const incomingPath = (id: string) => path.join(incomingDir, id);
  const finalPath = (id: string) => path.join(dir, id);

  /** The file format: "gcm1", the IV, the encrypted bytes, the tag; or "pln1" and the bytes. */
  function encryption(id: string): Transform {
    const iv = randomBytes(IV);
    const cipher = key ? createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(id)) : null;
    let started = false;
    const start = (stream: Transform) => {
      if (started) return;
      started = true;
      stream.push(cipher ? Buffer.concat([SEALED, iv]) : PLAIN);
    };
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        start(this);
        done(null, cipher ? cipher.update(chunk) : chunk);
      },
      flush(done) {
        start(this);
        if (cipher) this.push(Buffer.concat([cipher.final(), cipher.getAuthTag()]));
        done();
      },
    });
  }

  /** Flushes a folder's entries (a rename into it) to the disk. */
  async function syncDir(folder: string) {
    const handle = await open(folder, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** A stored file's bytes, decrypted; null when it is missing or cannot be read. */
  function readFrom(id: string, where: (id: string) => string): Buffer | null {
    if (!ID.test(id)) return null;
    let stored: Buffer;
    try {
      stored = readFileSync(where(id));
    } catch {
      return null;
    }
    const mark = stored.subarray(0, 4);
    if (mark.equals(PLAIN)) return stored.subarray(4);
    if (!key || !mark.equals(SEALED) || stored.length < 4 + IV + TAG) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, stored.subarray(4, 4 + IV));
      decipher.setAAD(Buffer.from(id));
      decipher.setAuthTag(stored.subarray(stored.length - TAG));
      return Buffer.concat([decipher.update(stored.subarray(4 + IV, stored.length - TAG)), decipher.final()]);
    } catch {
      return null;
    }
  }

  return {
    encrypted: key !== null,
    /** A new incoming file, under a random id. */
    incoming(): IncomingFile {
      const id = randomUUID();
      return {
        id,
        // Joined at once (not after an await): a refusal that destroys the source ends the save.
        save: (source, ...through) => pipeline([source, ...through, encryption(id), diskSink(incomingPath(id))]),
      };
    },
    /** Whether the disk has room for `bytes` more and the reserve. */
    hasRoom(bytes: number): boolean {
      try {
        const stats = statfsSync(dir);
        return stats.bavail * stats.bsize - bytes > RESERVE;
      } catch {
        return true;
      }
    },
    /** Moves accepted incoming files into place, durably (the caller commits their rows next). */
    async promote(ids: readonly string[]): Promise<void> {
      for (const id of ids) await rename(incomingPath(id), finalPath(id));
      if (ids.length) await syncDir(dir);
    },
    /** A file's bytes as they were sent; null when it is missing or cannot be read (another DATA_KEY, altered). */
    read: (id: string) => readFrom(id, finalPath),
    /** An incoming file's bytes (a photo to make smaller before it is kept); null as read() gives it. */
    readIncoming: (id: string) => readFrom(id, incomingPath),
    /** Removes files, incoming or in place (a refused post, a deleted request); missing ones are fine. */
    async discard(ids: readonly string[]): Promise<void> {
      for (const id of ids) {
        if (!ID.test(id)) continue;
        await rm(incomingPath(id), { force: true });
        await rm(finalPath(id), { force: true });
      }
    },
    /**
     * At start, before any request: removes every incoming file (a post cut off by a crash) and
     * every file that no request's row names (promoted, but the crash came before the commit).
     */
    sweep(known: (id: string) => boolean): { incoming: number; orphans: number } {
      let incoming = 0;
      let orphans = 0;
      for (const name of readdirSync(incomingDir)) {
        rmSync(path.join(incomingDir, name), { force: true, recursive: true });
        incoming++;
      }
      for (const name of readdirSync(dir)) {
        if (!ID.test(name) || known(name)) continue;
        rmSync(finalPath(name), { force: true });
        orphans++;
      }
      return { incoming, orphans };
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;
