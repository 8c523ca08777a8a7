/**
 * An SFTP server for tests, in the test's process (ssh2's Server): one user with a password, a host
 * key made at start, and the SFTP requests Litestream and the server send, answered from a folder
 * (its "/"). Listens on 127.0.0.1 at a free port.
 */
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from "node:fs";
import path from "node:path";
import { Server, utils, type Attributes, type SFTPWrapper } from "ssh2";
import { hostKeyFingerprint } from "../replica/target";

const { STATUS_CODE } = utils.sftp;

const attrs = (stats: Stats): Attributes => ({
  mode: stats.mode,
  uid: stats.uid,
  gid: stats.gid,
  size: stats.size,
  atime: Math.floor(stats.atimeMs / 1000),
  mtime: Math.floor(stats.mtimeMs / 1000),
});

function serve(sftp: SFTPWrapper, root: string) {
  const inside = (name: string) => {
    const file = path.join(root, path.posix.normalize(`/${name}`));
    if (file !== root && !file.startsWith(`${root}/`)) throw Object.assign(new Error("outside"), { code: "EACCES" });
    return file;
  };
  const open = new Map<number, { fd?: number; dir?: string; listed?: boolean }>();
  let next = 1;
  const handle = (value: { fd?: number; dir?: string }) => {
    const id = next++;
    open.set(id, value);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const held = (buffer: Buffer) => (buffer.length === 4 ? open.get(buffer.readUInt32BE(0)) : undefined);
  /** Runs a request; a failure of the file system answered with its SFTP status. */
  const answer = (id: number, run: () => void) => {
    try {
      run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      sftp.status(id, code === "ENOENT" ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE, code);
    }
  };
  const ok = (id: number) => sftp.status(id, STATUS_CODE.OK);

  sftp.on("OPEN", (id, name, flags) =>
    answer(id, () => sftp.handle(id, handle({ fd: openSync(inside(name), utils.sftp.flagsToString(flags) ?? "r") }))),
  );
  sftp.on("READ", (id, buffer, offset, length) =>
    answer(id, () => {
      const fd = held(buffer)?.fd;
      if (fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
      const data = Buffer.alloc(length);
      const read = readSync(fd, data, 0, length, offset);
      if (read === 0) sftp.status(id, STATUS_CODE.EOF);
      else sftp.data(id, data.subarray(0, read));
    }),
  );
  sftp.on("WRITE", (id, buffer, offset, data) =>
    answer(id, () => {
      const fd = held(buffer)?.fd;
      if (fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
      writeSync(fd, data, 0, data.length, offset);
      ok(id);
    }),
  );
  sftp.on("FSTAT", (id, buffer) =>
    answer(id, () => {
      const fd = held(buffer)?.fd;
      if (fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE);
      sftp.attrs(id, attrs(fstatSync(fd)));
    }),
  );
  sftp.on("CLOSE", (id, buffer) =>
    answer(id, () => {
      const value = held(buffer);
      if (!value) return sftp.status(id, STATUS_CODE.FAILURE);
      open.delete(buffer.readUInt32BE(0));
      if (value.fd !== undefined) closeSync(value.fd);
      ok(id);
    }),
  );
  sftp.on("OPENDIR", (id, name) =>
    answer(id, () => {
      const dir = inside(name);
      if (!statSync(dir).isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
      sftp.handle(id, handle({ dir }));
    }),
  );
  sftp.on("READDIR", (id, buffer) =>
    answer(id, () => {
      const value = held(buffer);
      if (!value?.dir) return sftp.status(id, STATUS_CODE.FAILURE);
      if (value.listed) return sftp.status(id, STATUS_CODE.EOF);
      value.listed = true;
      const names = readdirSync(value.dir);
      if (!names.length) return sftp.status(id, STATUS_CODE.EOF);
      sftp.name(
        id,
        names.map((filename) => ({
          filename,
          longname: filename,
          attrs: attrs(statSync(path.join(value.dir!, filename))),
        })),
      );
    }),
  );
  for (const event of ["STAT", "LSTAT"] as const)
    sftp.on(event, (id: number, name: string) => answer(id, () => sftp.attrs(id, attrs(statSync(inside(name))))));
  sftp.on("REALPATH", (id, name) =>
    answer(id, () => {
      const resolved = path.posix.normalize(`/${name}`);
      sftp.name(id, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
    }),
  );
  sftp.on("MKDIR", (id, name) => answer(id, () => (mkdirSync(inside(name), { mode: 0o700 }), ok(id))));
  sftp.on("RMDIR", (id, name) => answer(id, () => (rmdirSync(inside(name)), ok(id))));
  sftp.on("REMOVE", (id, name) => answer(id, () => (unlinkSync(inside(name)), ok(id))));
  sftp.on("RENAME", (id, from, to) => answer(id, () => (renameSync(inside(from), inside(to)), ok(id))));
  for (const event of ["SETSTAT", "FSETSTAT"] as const) sftp.on(event, (id: number) => ok(id));
  sftp.on("EXTENDED", (id: number) => sftp.status(id, STATUS_CODE.OP_UNSUPPORTED));
}

/**
 * An Ed25519 key pair in OpenSSH's formats. ssh2's generator writes, about once in 300, a key its
 * own parser then calls malformed: such a pair is made again.
 */
export function sshKeyPair(): { private: string; public: string } {
  for (;;) {
    const pair = utils.generateKeyPairSync("ed25519");
    if (!(utils.parseKey(pair.public) instanceof Error) && !(utils.parseKey(pair.private) instanceof Error))
      return pair;
  }
}

/**
 * Started on a free port; `hostKey` is its key's fingerprint, as REPLICA_SFTP_HOST_KEY wants it.
 * The user logs in with the password, or with the private key of `publicKey` (OpenSSH's line).
 */
export async function startSftpServer(root: string, login: { user: string; password: string; publicKey?: string }) {
  const allowed = login.publicKey ? utils.parseKey(login.publicKey) : null;
  if (allowed instanceof Error) throw allowed;
  const { private: privateKey, public: publicKey } = sshKeyPair();
  const parsed = utils.parseKey(publicKey);
  if (parsed instanceof Error) throw parsed;
  const hostKey = hostKeyFingerprint(parsed.getPublicSSH());
  const server = new Server({ hostKeys: [privateKey] }, (client) => {
    client.on("error", () => {});
    client.on("authentication", (context) => {
      if (context.username !== login.user) return context.reject();
      if (context.method === "password" && context.password === login.password) return context.accept();
      if (context.method === "publickey" && allowed && context.key.data.equals(allowed.getPublicSSH())) {
        // Without a signature the client only asks whether the key would do.
        if (!context.signature || allowed.verify(context.blob!, context.signature, context.hashAlgo) === true)
          return context.accept();
      }
      context.reject(["password", "publickey"]);
    });
    client.on("ready", () =>
      client.on("session", (accept) => {
        const session = accept();
        session.on("sftp", (acceptSftp) => serve(acceptSftp(), path.resolve(root)));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    hostKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
