/**
 * The replica's named files over SFTP (ssh2, pure JavaScript): one connection, opened when first
 * needed and closed after a minute unused. Every connection checks the server's host key against
 * REPLICA_SFTP_HOST_KEY and is refused when it differs: Litestream 0.3.13 does not check it, so the
 * server connects (and checks) first, and starts Litestream only after a check passed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client, type SFTPWrapper } from "ssh2";
import { hostKeyFingerprint, type ReplicaTarget } from "./target";

type SftpTarget = Extract<ReplicaTarget, { kind: "sftp" }>;

/** SSH_FX_NO_SUCH_FILE. */
const NO_SUCH_FILE = 2;
const IDLE_MS = 60_000;

export class HostKeyError extends Error {}

const call = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));

const missing = (error: unknown) => (error as { code?: unknown }).code === NO_SUCH_FILE;

export function sftpBlobs(target: SftpTarget, timeoutMs = 30_000) {
  let session: Promise<{ client: Client; sftp: SFTPWrapper }> | null = null;
  let idle: NodeJS.Timeout | null = null;
  const at = (name: string) => path.posix.join(target.dir, name);

  function connect() {
    const client = new Client();
    let presented: string | null = null;
    const opened = new Promise<{ client: Client; sftp: SFTPWrapper }>((resolve, reject) => {
      client.once("ready", () => client.sftp((error, sftp) => (error ? reject(error) : resolve({ client, sftp }))));
      client.once("error", (error) =>
        reject(
          presented
            ? new HostKeyError(
                `sftp: the server's host key is ${presented}, not REPLICA_SFTP_HOST_KEY: nothing was sent to it`,
              )
            : new Error(`sftp: ${error.message}`),
        ),
      );
      client.on("close", () => {
        if (session === opened) session = null;
      });
      client.connect({
        host: target.host,
        port: target.port,
        username: target.user,
        password: target.password,
        privateKey: target.keyPath ? readFileSync(target.keyPath) : undefined,
        readyTimeout: timeoutMs,
        hostVerifier: (key: Buffer) => {
          const fingerprint = hostKeyFingerprint(key);
          if (fingerprint === target.hostKey) return true;
          presented = fingerprint;
          return false;
        },
      });
    });
    opened.catch(() => {
      if (session === opened) session = null;
      client.end();
    });
    return opened;
  }

  /** The session (opened when there is none), kept open for a minute after its last use. */
  async function sftp(): Promise<SFTPWrapper> {
    session ??= connect();
    const { sftp } = await session;
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => void close(), IDLE_MS);
    idle.unref();
    return sftp;
  }

  async function close(): Promise<void> {
    if (idle) clearTimeout(idle);
    const open = session;
    session = null;
    if (!open) return;
    try {
      const { client } = await open;
      client.end();
    } catch {
      // It never opened.
    }
  }

  async function mkdirs(client: SFTPWrapper, dir: string) {
    const parts = dir.split("/").filter(Boolean);
    for (let i = 1; i <= parts.length; i++) {
      const folder = `/${parts.slice(0, i).join("/")}`;
      try {
        await call<unknown>((done) => client.stat(folder, done));
      } catch (error) {
        if (!missing(error)) throw error;
        await call<void>((done) => client.mkdir(folder, { mode: 0o700 }, done));
      }
    }
  }

  return {
    /** Connects (checking the host key) when not connected. */
    async connect(): Promise<void> {
      await sftp();
    },
    /** Written beside, then renamed: a half-written file never carries the name. */
    async put(name: string, body: Buffer): Promise<void> {
      const client = await sftp();
      const file = at(name);
      const part = `${file}.part`;
      await mkdirs(client, path.posix.dirname(file));
      await call<void>((done) => client.writeFile(part, body, { mode: 0o600 }, done));
      try {
        await call<void>((done) => client.rename(part, file, done));
      } catch {
        // SFTP's rename does not replace a file that exists.
        await call<void>((done) => client.unlink(file, done)).catch(() => {});
        await call<void>((done) => client.rename(part, file, done));
      }
    },
    async get(name: string): Promise<Buffer | null> {
      const client = await sftp();
      try {
        return await call<Buffer>((done) => client.readFile(at(name), done));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(name: string): Promise<void> {
      const client = await sftp();
      try {
        await call<void>((done) => client.unlink(at(name), done));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    async list(folder: string): Promise<string[]> {
      const client = await sftp();
      try {
        const entries = await call<{ filename: string; longname: string }[]>((done) =>
          client.readdir(at(folder), done),
        );
        return entries
          .map((entry) => entry.filename)
          .filter((name) => name !== "." && name !== ".." && !name.endsWith(".part"));
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    close,
  };
}
