// @vitest-environment node
/**
 * The SFTP replica: what REPLICA_URL sftp:// and its settings say (the password never written nor
 * shown), the files put, read and listed over a key login against an SFTP server started by the
 * test, and a server whose host key is not REPLICA_SFTP_HOST_KEY refused: nothing sent to it,
 * Litestream not started, the restore refused before anything of DATA_DIR changes.
 */
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { utils } from "ssh2";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { removeDir, tempDir } from "../testing/test-support";
import { sshKeyPair, startSftpServer } from "../testing/test-sftp";
import { blobsFor } from "./blobs";
import { replication } from "./replication";
import { restoreFromReplica, RestoreError } from "./restore";
import {
  describeTarget,
  hostKeyFingerprint,
  litestreamConfig,
  litestreamEnv,
  replicaTarget,
  ReplicaUrlError,
} from "./target";

const dirs: string[] = [];
const temp = (prefix: string) => {
  const dir = tempDir(prefix);
  dirs.push(dir);
  return dir;
};
const clientKey = sshKeyPair();
let root: string;
let keyFile: string;
let server: Awaited<ReturnType<typeof startSftpServer>>;
const OTHER_KEY = hostKeyFingerprint(Buffer.from("another server's key"));

beforeAll(async () => {
  root = temp("sftp-root");
  keyFile = path.join(temp("sftp-key"), "id_ed25519");
  writeFileSync(keyFile, clientKey.private, { mode: 0o600 });
  server = await startSftpServer(root, { user: "agency", password: "unused pass", publicKey: clientKey.public });
});
afterAll(async () => {
  await server.close();
  for (const dir of dirs) removeDir(dir);
});

describe("REPLICA_URL sftp://", () => {
  const env = { REPLICA_SFTP_PASSWORD: "s3cret pass", REPLICA_SFTP_HOST_KEY: OTHER_KEY };

  test("the password from REPLICA_SFTP_PASSWORD: in Litestream's environment, never in its file or the status", () => {
    const target = replicaTarget("sftp://agency@backup.example.net/srv/replica/", env);
    expect(target).toMatchObject({ kind: "sftp", host: "backup.example.net", port: 22, dir: "/srv/replica" });
    expect(describeTarget(target)).toBe("sftp://agency@backup.example.net:22/srv/replica");
    const config = litestreamConfig(target, "/data/requests.db");
    expect(config).toContain('host: "backup.example.net:22"');
    expect(config).toContain('path: "/srv/replica/db"');
    expect(config).toContain('password: "$LITESTREAM_SFTP_PASSWORD"');
    expect(config).not.toContain("s3cret");
    expect(litestreamEnv(target, {}).LITESTREAM_SFTP_PASSWORD).toBe("s3cret pass");
  });

  test("a key file instead; the host key given as its public key line or its fingerprint", () => {
    const parsed = utils.parseKey(clientKey.public);
    if (parsed instanceof Error) throw parsed;
    const line = `ssh-ed25519 ${parsed.getPublicSSH().toString("base64")} host`;
    const target = replicaTarget("sftp://agency@[::1]:2222/replica", {
      REPLICA_SFTP_KEY: keyFile,
      REPLICA_SFTP_HOST_KEY: line,
    });
    expect(target).toMatchObject({ host: "::1", port: 2222, hostKey: hostKeyFingerprint(parsed.getPublicSSH()) });
    const config = litestreamConfig(target, "/data/requests.db");
    expect(config).toContain('host: "[::1]:2222"');
    expect(config).toContain(`key-path: ${JSON.stringify(keyFile)}`);
    expect(config).not.toContain("password");
  });

  test.each([
    ["sftp://agency:pw@host/replica", env, /must not hold a password/],
    ["sftp://host/replica", env, /needs a user and a host/],
    ["sftp://agency@host", env, /needs a folder/],
    ["sftp://agency@host/replica", { REPLICA_SFTP_HOST_KEY: OTHER_KEY }, /neither REPLICA_SFTP_KEY nor/],
    ["sftp://agency@host/replica", { REPLICA_SFTP_PASSWORD: "pw" }, /REPLICA_SFTP_HOST_KEY is not/],
    ["sftp://agency@host/replica", { ...env, REPLICA_SFTP_PASSWORD: 'a"b' }, /must not hold a quote/],
    ["sftp://agency@host/replica", { ...env, REPLICA_SFTP_KEY: "id_ed25519" }, /absolute path/],
  ])("%s refused", (url, given, message) => {
    expect(() => replicaTarget(url, given)).toThrow(ReplicaUrlError);
    expect(() => replicaTarget(url, given)).toThrow(message);
  });
});

describe("the files over SFTP", () => {
  test("put, read back and listed with a key login; nothing there is null or empty", async () => {
    const blobs = blobsFor(
      replicaTarget(`sftp://agency@127.0.0.1:${server.port}/replica/key`, {
        REPLICA_SFTP_KEY: keyFile,
        REPLICA_SFTP_HOST_KEY: server.hostKey,
      }),
    );
    try {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
      await blobs.put("files/one", bytes);
      await blobs.put("files/two", Buffer.from("second"));
      await blobs.put("files/two", Buffer.from("second, again"));
      expect((await blobs.get("files/one"))!.equals(bytes)).toBe(true);
      expect((await blobs.get("files/two"))!.toString()).toBe("second, again");
      expect((await blobs.list("files")).sort()).toEqual(["one", "two"]);
      expect(await blobs.get("files/none")).toBeNull();
      expect(await blobs.list("nothing")).toEqual([]);
    } finally {
      await blobs.close();
    }
  });

  test("a server with another host key: refused, nothing sent, Litestream not started, no restore", async () => {
    const url = `sftp://agency@127.0.0.1:${server.port}/replica/spoofed`;
    const target = replicaTarget(url, { REPLICA_SFTP_KEY: keyFile, REPLICA_SFTP_HOST_KEY: OTHER_KEY });
    const blobs = blobsFor(target);
    await expect(blobs.put("files/one", Buffer.from("x"))).rejects.toThrow(
      `the server's host key is ${server.hostKey}, not REPLICA_SFTP_HOST_KEY`,
    );
    await blobs.close();

    const dataDir = temp("sftp-spoofed-data");
    const lines: string[] = [];
    const replica = replication({ target, dataDir, clock: Date.now, log: (l) => lines.push(l), binary: "/bin/false" });
    await replica.start();
    await replica.stop();
    expect(replica.litestreamPid()).toBeNull();
    expect(existsSync(path.join(dataDir, "litestream.yml"))).toBe(false);
    expect(replica.status().failingSince).not.toBeNull();
    expect(lines.join("\n")).toContain("not REPLICA_SFTP_HOST_KEY");

    const restored = temp("sftp-spoofed-restore");
    const refused = restoreFromReplica({ target, dataDir: restored, binary: "/bin/false" });
    await expect(refused).rejects.toThrow(RestoreError);
    await expect(refused).rejects.toThrow(/not REPLICA_SFTP_HOST_KEY: nothing was sent to it. Nothing was changed./);
    expect(readdirSync(restored)).toEqual([]);
    expect(existsSync(path.join(root, "replica", "spoofed"))).toBe(false);
  });
});
