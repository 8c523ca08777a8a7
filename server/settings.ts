/**
 * The server's settings from the environment (README "The server's settings"):
 * PORT, HOST (127.0.0.1:4173), PUBLIC_ORIGIN (the origin of every link written; else http://HOST:PORT), DATA_DIR (./data), DATA_KEY, AUDIT_KEY (else derived from DATA_KEY), SMTP_URL, NOTIFY_TO, TRUST_PROXY
 * (1 behind Caddy or nginx), BACKUP_DIR (DATA_DIR/backups), BACKUPS_KEPT (30), CONTENT_REMOTE (a git
 * remote that gets each of the office's publishes), REPLICA_URL (file:///path, s3://bucket/path or
 * sftp://user@host/path: the database and the uploaded files copied off the machine as they change;
 * REPLICA_ENDPOINT, REPLICA_REGION and the AWS_* credentials for S3-compatible stores;
 * REPLICA_SFTP_KEY or REPLICA_SFTP_PASSWORD, and REPLICA_SFTP_HOST_KEY, for SFTP).
 * OFFICE_PASSWORD, the shared password of the first release, is no longer a way in: the start-up
 * log says so when it is still set.
 */
import { cleanOrigin } from "./public-origin";

export interface Settings {
  port: number;
  host: string;
  /** The origin of every link the server or its command line writes (server/public-origin.ts). */
  publicOrigin?: string;
  dataDir: string;
  dataKey?: string;
  /** The audit trail's own MAC key (else one derived from DATA_KEY). */
  auditKey?: string;
  smtpUrl?: string;
  notifyTo?: string;
  trustProxy: boolean;
  /** Where the daily backups go (default: DATA_DIR/backups). */
  backupDir?: string;
  backupsKept: number;
  /** A git remote (URL or path) pushed after each save of the editor, for a copy of the content off the machine. */
  contentRemote?: string;
  /** Where the database and the files are replicated (server/replica/target.ts). */
  replicaUrl?: string;
  /** Set in the environment only to be told it no longer works. */
  officePassword?: string;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    port: Number(env.PORT) || 4173,
    host: blank(env.HOST) ?? "127.0.0.1",
    publicOrigin: cleanOrigin(env.PUBLIC_ORIGIN),
    dataDir: blank(env.DATA_DIR) ?? "data",
    dataKey: blank(env.DATA_KEY),
    auditKey: blank(env.AUDIT_KEY),
    smtpUrl: blank(env.SMTP_URL),
    notifyTo: blank(env.NOTIFY_TO),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ""),
    backupDir: blank(env.BACKUP_DIR),
    backupsKept: Math.max(1, Number(env.BACKUPS_KEPT) || 30),
    contentRemote: blank(env.CONTENT_REMOTE),
    replicaUrl: blank(env.REPLICA_URL),
    officePassword: blank(env.OFFICE_PASSWORD),
  };
}

export const FIRST_OWNER_COMMAND =
  'npm run office -- add-user --role owner --email you@agency.example --name "Your Name"';

/** What the start-up log says about settings left unset (never their values). */
export function startupWarnings(settings: Settings, state: { staff: number }): string[] {
  const warnings: string[] = [];
  if (!settings.dataKey) warnings.push("DATA_KEY is not set: requests are stored unencrypted.");
  if (!settings.dataKey && !settings.auditKey)
    warnings.push(
      "Neither AUDIT_KEY nor DATA_KEY is set: the audit trail's chain has no key, so whoever can write the database can rewrite it unnoticed.",
    );
  if (state.staff === 0)
    warnings.push(`No staff account yet: nobody can sign in to /office. Make the first owner: ${FIRST_OWNER_COMMAND}`);
  if (settings.officePassword)
    warnings.push(
      "OFFICE_PASSWORD is set but no longer opens /office: each person signs in with an account (docs/deploying.md).",
    );
  if (!settings.replicaUrl)
    warnings.push("REPLICA_URL is not set: requests and files live on this disk only (docs/deploying.md).");
  if (!settings.publicOrigin)
    warnings.push(
      "PUBLIC_ORIGIN is not set: the links the office e-mails and prints point to the address this server listens on.",
    );
  if (!settings.smtpUrl)
    warnings.push("SMTP_URL is not set: the office is not e-mailed; notifications wait in the outbox.");
  return warnings;
}
