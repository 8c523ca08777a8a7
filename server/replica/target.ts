/**
 * REPLICA_URL, read once: where the database (through Litestream) and the uploaded files are
 * copied off the machine. `file:///path` (a second disk, a mounted share), or `s3://bucket/path`
 * for any S3-compatible store: the credentials are the usual AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY; REPLICA_ENDPOINT (or `?endpoint=https://...`) names a provider other
 * than AWS, REPLICA_REGION (or `?region=`) its region. Other providers are addressed path-style
 * (https://endpoint/bucket/key), which every S3-compatible store accepts.
 */
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
    };

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
  if (parsed.protocol === "sftp:")
    throw new ReplicaUrlError(
      "REPLICA_URL sftp:// is not supported: the uploaded files need the same replica. Mount the server with sshfs and use file:///mount/path.",
    );
  throw new ReplicaUrlError("REPLICA_URL must start with file:// or s3://.");
}

/** Where the replica is, for the log and the Settings page: never a credential. */
export function describeTarget(target: ReplicaTarget): string {
  if (target.kind === "file") return `file://${target.dir}`;
  const where = `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ""}`;
  return target.custom ? `${where} at ${new URL(target.endpoint).host}` : `${where} (${target.region})`;
}

/** Litestream's configuration for the database (credentials from its environment, never written). */
export function litestreamConfig(target: ReplicaTarget, dbPath: string): string {
  const q = (value: string) => JSON.stringify(value);
  const replica =
    target.kind === "file"
      ? [`        type: file`, `        path: ${q(path.join(target.dir, "db"))}`]
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
  return target.kind === "s3"
    ? { ...env, AWS_ACCESS_KEY_ID: target.accessKeyId, AWS_SECRET_ACCESS_KEY: target.secretAccessKey }
    : env;
}
