/**
 * The replica as a place for named files, whatever it is: a folder (file://), a bucket (s3://) or
 * a folder on a server reached over SSH (sftp://).
 * The uploaded files go under `files/`, beside Litestream's `db/`.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile, open } from "node:fs/promises";
import path from "node:path";
import { s3Client } from "./s3";
import { sftpBlobs } from "./sftp";
import type { ReplicaTarget } from "./target";

export interface Blobs {
  put(name: string, body: Buffer): Promise<void>;
  /** The file's bytes, or null when the replica has none of that name. */
  get(name: string): Promise<Buffer | null>;
  /** The names under a folder (`files/`), without the folder. */
  list(folder: string): Promise<string[]>;
  /** Deletes the file; nothing to do when there is none. */
  remove(name: string): Promise<void>;
  /** Ends a connection kept open (SFTP's); nothing to end for a folder or a bucket. */
  close(): Promise<void>;
}

export function blobsFor(target: ReplicaTarget): Blobs {
  if (target.kind === "sftp") return sftpBlobs(target);
  if (target.kind === "s3") {
    const client = s3Client(target);
    const key = (name: string) => (target.prefix ? `${target.prefix}/${name}` : name);
    return {
      put: (name, body) => client.put(key(name), body),
      get: (name) => client.get(key(name)),
      remove: (name) => client.remove(key(name)),
      async list(folder) {
        const start = key(`${folder}/`);
        return (await client.list(start)).map((k) => k.slice(start.length)).filter((k) => k && !k.includes("/"));
      },
      close: async () => {},
    };
  }
  const root = target.dir;
  return {
    async put(name, body) {
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside, flushed, then renamed: a half-written file never carries the name.
      const part = `${file}.part`;
      await writeFile(part, body, { mode: 0o600 });
      const handle = await open(part, "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(part, file);
    },
    async get(name) {
      try {
        return await readFile(path.join(root, name));
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return null;
        throw error;
      }
    },
    remove: (name) => rm(path.join(root, name), { force: true }),
    async list(folder) {
      try {
        return (await readdir(path.join(root, folder))).filter((name) => !name.endsWith(".part"));
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return [];
        throw error;
      }
    },
    close: async () => {},
  };
}
