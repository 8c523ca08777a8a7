/**
 * The command of `npm run restore -- --from-replica [--at TIME]` (scripts/replica-restore.mjs runs
 * it from the server's bundle, build/server/replica-restore.js). Exit 1 when the restore failed or
 * a check did not pass (a file missing or unreadable, the audit chain broken), 2 on a usage error.
 */
import { parseArgs } from "node:util";
import { settingsFromEnv } from "../settings";
import { restoreFromReplica, restoreSummary, RestoreError } from "./restore";
import { replicaTarget, ReplicaUrlError } from "./target";

const USAGE = "Usage: npm run restore -- --from-replica [--at 2026-11-27T17:05:00Z]   (REPLICA_URL names the replica)";

export async function runReplicaRestore(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let at: string | undefined;
  try {
    ({
      values: { at },
    } = parseArgs({ args: argv, options: { at: { type: "string" }, "from-replica": { type: "boolean" } } }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  const settings = settingsFromEnv(env);
  if (!settings.replicaUrl) {
    console.error(`REPLICA_URL is not set: it names the replica to restore from.\n${USAGE}`);
    return 2;
  }
  try {
    const report = await restoreFromReplica({
      target: replicaTarget(settings.replicaUrl, env),
      dataDir: settings.dataDir,
      dataKey: settings.dataKey,
      auditKey: settings.auditKey,
      at,
      contentRemote: settings.contentRemote,
      log: (line) => console.log(line),
    });
    for (const line of restoreSummary(report, settings.dataDir)) console.log(line);
    const { files, audit } = report;
    return audit.ok && files.missing.length === 0 && files.unreadable.length === 0 ? 0 : 1;
  } catch (error) {
    if (error instanceof RestoreError || error instanceof ReplicaUrlError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await runReplicaRestore(process.argv.slice(2));
