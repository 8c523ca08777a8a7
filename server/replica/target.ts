/**
 * REPLICA_URL, read once: where the database (through Litestream) and the uploaded files are
 * copied off the machine. `file:///path` (a second disk, a mounted share), or `s3://bucket/path`
 * for any S3-compatible store: the credentials are the usual AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY; REPLICA_ENDPOINT (or `?endpoint=https://...`) names a provider other
 * than AWS, REPLICA_REGION (or `?region=`) its region. Other providers are addressed path-style
 * (https://endpoint/bucket/key), which every S3-compatible store accepts. Or
 * `sftp://user@host[:port]/path` for a server reached over SSH: REPLICA_SFTP_KEY (the path of a
 * private key, unencrypted OpenSSH format) or REPLICA_SFTP_PASSWORD, and REPLICA_SFTP_HOST_KEY, the
 * server's host key (its SHA256 fingerprint, or its public key line) that every connection checks.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type ReplicaTarget =
  | { kind: "file"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      /** The folder inside the bucket, without slashes at either end ("" for the bucket's root). */
      prefix: string;
      /** https://host[:port] of the store (AWS's regional endpoint when not given). */
      endpoint: string;
      region: string;
      /** Named by REPLICA_ENDPOINT: another provider, addressed path-style. */
      custom: boolean;
      accessKeyId: string;
      secretAccessKey: string;
    }
  | {
      kind: "sftp";
      host: string;
      port: number;
      user: string;
      /** The folder on the server, absolute, without a slash at the end. */
      dir: string;
      password?: string;
      keyPath?: string;
      /** The host key's SHA256 fingerprint as ssh-keygen prints it (SHA256:base64, no padding). */
      hostKey: string;
    };

/** The variable of Litestream's environment that carries the SFTP password. */
const SFTP_PASSWORD = "LITESTREAM_SFTP_PASSWORD";

export class ReplicaUrlError extends Error {}

export function replicaTarget(url: string, env: NodeJS.ProcessEnv = process.env): ReplicaTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ReplicaUrlError("REPLICA_URL is not a URL (file:///path or s3://bucket/path).");
  }
  if (parsed.protocol === "file:") {
    const dir = fileURLToPath(parsed);
    if (!path.isAbsolute(dir) || dir === "/") throw new ReplicaUrlError("REPLICA_URL file:// needs a folder.");
    return { kind: "file", dir: dir.replace(/\/+$/, "") };
  }
  if (parsed.protocol === "s3:") {
    const bucket = parsed.hostname;
    if (!bucket) throw new ReplicaUrlError("REPLICA_URL s3:// needs a bucket: s3://bucket/path.");
    const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
    if (!accessKeyId || !secretAccessKey)
      throw new ReplicaUrlError("REPLICA_URL is s3:// but AWS_ACCESS_KEY_ID or AWS_SECRET_ACCESS_KEY is not set.");
    const given = parsed.searchParams.get("endpoint") ?? env.REPLICA_ENDPOINT?.trim() ?? "";
    const region =
      parsed.searchParams.get("region") ?? env.REPLICA_REGION?.trim() ?? env.AWS_REGION?.trim() ?? "us-east-1";
    const endpoint = (given || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, "");
    if (!/^https?:\/\/[^/]+$/.test(endpoint))
      throw new ReplicaUrlError("REPLICA_ENDPOINT must be https://host[:port] of the S3-compatible store.");
    return {
      kind: "s3",
      bucket,
      prefix: decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, ""),
      endpoint,
      region,
      custom: given !== "",
      accessKeyId,
      secretAccessKey,
    };
  }
  if (parsed.protocol === "sftp:") return sftpTarget(parsed, env);
  throw new ReplicaUrlError("REPLICA_URL must start with file://, s3:// or sftp://.");
}

/** The SHA256 fingerprint of a public key (its wire bytes), as ssh-keygen -l prints it. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}`;
}

function sftpTarget(parsed: URL, env: NodeJS.ProcessEnv): ReplicaTarget {
  const user = decodeURIComponent(parsed.username);
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (!user || !host) throw new ReplicaUrlError("REPLICA_URL sftp:// needs a user and a host: sftp://user@host/path.");
  if (parsed.password)
    throw new ReplicaUrlError("REPLICA_URL sftp:// must not hold a password: set REPLICA_SFTP_PASSWORD instead.");
  const dir = decodeURIComponent(parsed.pathname).replace(/\/+$/, "");
  if (!dir.startsWith("/") || dir.split("/").includes(".."))
    throw new ReplicaUrlError("REPLICA_URL sftp:// needs a folder on the server: sftp://user@host/path.");
  const password = env.REPLICA_SFTP_PASSWORD || undefined;
  const keyPath = env.REPLICA_SFTP_KEY?.trim() || undefined;
  if (!password && !keyPath)
    throw new ReplicaUrlError("REPLICA_URL is sftp:// but neither REPLICA_SFTP_KEY nor REPLICA_SFTP_PASSWORD is set.");
  // Litestream reads the password from its configuration after putting its environment in: a
  // quote or a backslash there would end the YAML string.
  if (password && /["\\\n\r]/.test(password))
    throw new ReplicaUrlError("REPLICA_SFTP_PASSWORD must not hold a quote, a backslash or a line break.");
  if (keyPath && !path.isAbsolute(keyPath)) throw new ReplicaUrlError("REPLICA_SFTP_KEY must be an absolute path.");
  const given = env.REPLICA_SFTP_HOST_KEY?.trim() ?? "";
  let hostKey = given;
  if (/^ssh-|^ecdsa-/.test(given)) {
    const body = given.split(/\s+/)[1] ?? "";
    hostKey = hostKeyFingerprint(Buffer.from(body, "base64"));
  }
  if (!/^SHA256:[A-Za-z0-9+/]{43}$/.test(hostKey))
    throw new ReplicaUrlError(
      "REPLICA_URL is sftp:// but REPLICA_SFTP_HOST_KEY is not the server's host key (SHA256:... as ssh-keygen -lf prints it).",
    );
  return { kind: "sftp", host, port: Number(parsed.port || 22), user, dir, password, keyPath, hostKey };
}

/** Where the replica is, for the log and the Settings page: never a credential. */
export function describeTarget(target: ReplicaTarget): string {
  if (target.kind === "file") return `file://${target.dir}`;
  if (target.kind === "sftp") return `sftp://${target.user}@${target.host}:${target.port}${target.dir}`;
  const where = `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ""}`;
  return target.custom ? `${where} at ${new URL(target.endpoint).host}` : `${where} (${target.region})`;
}

/** Litestream's configuration for the database (credentials from its environment, never written). */
export function litestreamConfig(target: ReplicaTarget, dbPath: string): string {
  const q = (value: string) => JSON.stringify(value);
  const replica =
    target.kind === "file"
      ? [`        type: file`, `        path: ${q(path.join(target.dir, "db"))}`]
      : target.kind === "sftp"
        ? [
            `        type: sftp`,
            `        host: ${q(`${target.host.includes(":") ? `[${target.host}]` : target.host}:${target.port}`)}`,
            `        user: ${q(target.user)}`,
            `        path: ${q(`${target.dir}/db`)}`,
            // Put in by Litestream from its environment: the password is never written to disk.
            ...(target.password ? [`        password: "$${SFTP_PASSWORD}"`] : []),
            ...(target.keyPath ? [`        key-path: ${q(target.keyPath)}`] : []),
          ]
        : [
            `        type: s3`,
            `        bucket: ${q(target.bucket)}`,
            `        path: ${q(target.prefix ? `${target.prefix}/db` : "db")}`,
            `        region: ${q(target.region)}`,
            ...(target.custom ? [`        endpoint: ${q(target.endpoint)}`, `        force-path-style: true`] : []),
          ];
  return [
    "# Written by the server at each start from REPLICA_URL: edits here are replaced.",
    "dbs:",
    `  - path: ${q(dbPath)}`,
    "    replicas:",
    "      - name: replica",
    ...replica,
    "        sync-interval: 1s",
    "        snapshot-interval: 24h",
    "        retention: 720h",
    "",
  ].join("\n");
}

/** The environment Litestream runs in: the replica's credentials, whichever environment named them. */
export function litestreamEnv(target: ReplicaTarget, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (target.kind === "s3")
    return { ...env, AWS_ACCESS_KEY_ID: target.accessKeyId, AWS_SECRET_ACCESS_KEY: target.secretAccessKey };
  if (target.kind === "sftp" && target.password) return { ...env, [SFTP_PASSWORD]: target.password };
  return env;
}
