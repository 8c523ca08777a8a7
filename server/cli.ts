/**
 * `npm run office -- <command>`: the office's accounts from the server's command line, with the
 * server running or not (SQLite lets both write). Every change is in the audit trail, by
 * "command line".
 *   add-user --role owner|intake|editor --email E --name N [--languages en,es]
 *       makes an account and prints its one-time link to choose a password
 *   reset-password --email E   ends their sessions, unlocks the account, clears two-step sign-in (a
 *                              lost phone), prints a new link
 *   unlock --email E           lifts every pause of their sign-ins (wrong passwords), from every address
 *   list-users                 who has an account
 *   verify-audit               walks the audit trail's chain of MACs against the head written beside the
 *                              newest backup: a changed entry, a recomputed chain, a removed tail (exit 1)
 * Links start with PUBLIC_ORIGIN, else where the server last listened, else http://HOST:PORT. Run
 * without the server's DATA_KEY (or with another) on data stored with one, every command refuses.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { Lang } from "~/i18n/lang";
import { auditKey, auditTrail, type AuditProblem } from "./accounts/audit";
import { latestAuditAnchor } from "./db/backups";
import { linkStore, setPasswordPath } from "./accounts/links";
import { isRole } from "./accounts/permissions";
import { sessionStore } from "./accounts/sessions";
import { DEFAULT_LOCKOUT, signInThrottle, unlockAccount } from "./accounts/throttle";
import { userStore } from "./accounts/users";
import { openDatabase } from "./db/database";
import { readSetting } from "./db/settings-table";
import { dataKeyProblem, searchKey } from "./db/search-terms";
import { sealer } from "./sealing";
import { commandLineOrigin } from "./public-origin";
import { settingsFromEnv } from "./settings";

const USAGE = `Usage: npm run office -- add-user --role owner|intake|editor --email E --name N [--languages en,es]
       npm run office -- reset-password --email E
       npm run office -- unlock --email E
       npm run office -- list-users
       npm run office -- verify-audit`;

const PROBLEMS: Record<AuditProblem, (seq: number) => string> = {
  changed: (seq) => `entry ${seq} was changed.`,
  recomputed: (seq) => `the chain was written again from entry ${seq} on (without the key).`,
  removed: (seq) => `entry ${seq} was removed.`,
  "tail-removed": (seq) => `the newest entries, from ${seq} on, were removed (the last backup's record has more).`,
};

const KEY_PROBLEMS = {
  missing:
    "This server's data is encrypted with DATA_KEY: run the command with the server's DATA_KEY set (the environment its service runs with). Nothing was changed.",
  different:
    "DATA_KEY is not the one this server's data was stored with: run the command with the server's own DATA_KEY. Nothing was changed.",
};

export function runOfficeCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): { code: number; out: string } {
  const settings = settingsFromEnv(env);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      languages: { type: "string" },
    },
    strict: false,
  });
  const command = positionals[0];
  const { db } = openDatabase(path.resolve(settings.dataDir));
  try {
    const keyProblem = dataKeyProblem(db, settings.dataKey);
    if (keyProblem) return { code: 2, out: KEY_PROBLEMS[keyProblem] };
    const users = userStore(db, sealer(settings.dataKey));
    const audit = auditTrail(db, () => now, auditKey(settings));
    const links = linkStore(db);
    const throttle = signInThrottle(db, searchKey(db, settings.dataKey), DEFAULT_LOCKOUT);
    const origin = commandLineOrigin(db, settings);
    const record = (action: string, target: string, detail = "") =>
      audit.record({ actorLabel: "command line", action, target, detail });

    if (command === "add-user") {
      const role = String(values.role ?? "");
      const email = String(values.email ?? "").trim();
      const name = String(values.name ?? "").trim();
      if (!isRole(role) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) return { code: 2, out: USAGE };
      if (users.byEmail(email))
        return { code: 1, out: `${email} already has an account: use reset-password for a new link.` };
      const languages = String(values.languages ?? "en")
        .split(",")
        .filter((l): l is Lang => l === "en" || l === "es");
      const user = users.add({ email, name, role, languages: languages.length ? languages : ["en"] }, now);
      record("account-added", user.id, role);
      const link = `${origin}${setPasswordPath(links.create(user.id, now))}`;
      return {
        code: 0,
        out: `Made ${name} <${email}> (${role}). Open this link within 7 days to choose a password (it works once):\n${link}`,
      };
    }
    if (command === "reset-password") {
      const user = users.byEmail(String(values.email ?? ""));
      if (!user) return { code: 1, out: `No account has the e-mail ${String(values.email ?? "")}.` };
      sessionStore(db).endAll(user.id);
      unlockAccount(throttle, users, user, now);
      // A lost phone is the other reason to be locked out: the app is set up again after the password.
      const hadTwoStep = Boolean(user.totpSecret);
      if (hadTwoStep) users.setTotp(user.id, null);
      record("account-password-link", user.id, hadTwoStep ? "two-step cleared" : "");
      return {
        code: 0,
        out: `Signed ${user.name} out everywhere${hadTwoStep ? " and cleared their two-step sign-in (they set up the authenticator app again after the password)" : ""}. New password link (works once, for 7 days):\n${origin}${setPasswordPath(links.create(user.id, now))}`,
      };
    }
    if (command === "unlock") {
      const user = users.byEmail(String(values.email ?? ""));
      if (!user) return { code: 1, out: `No account has the e-mail ${String(values.email ?? "")}.` };
      const paused = unlockAccount(throttle, users, user, now);
      record("account-unlocked", user.id);
      return {
        code: 0,
        out: paused
          ? `Unlocked ${user.name}: sign-ins from every address are open again.`
          : `${user.name}'s sign-ins were not paused anywhere; nothing else changed.`,
      };
    }
    if (command === "list-users") {
      const all = users.list();
      return {
        code: 0,
        out: all.length
          ? all
              .map(
                (u) =>
                  `${u.role.padEnd(7)} ${u.name} <${u.email}>${u.passwordHash ? "" : " (has not chosen a password)"}${u.totpSecret ? ", two-step on" : ""}`,
              )
              .join("\n")
          : "No accounts yet.",
      };
    }
    if (command === "verify-audit") {
      const keyed = readSetting(db, "audit_key_id") !== undefined;
      if (keyed && !auditKey(settings))
        return { code: 2, out: "The audit trail is keyed: run this with the server's AUDIT_KEY or DATA_KEY set." };
      const backups = path.resolve(settings.backupDir ?? path.join(settings.dataDir, "backups"));
      const result = audit.verify(latestAuditAnchor(backups));
      return result.ok
        ? { code: 0, out: `The audit trail is whole: ${result.count} entries checked.` }
        : {
            code: 1,
            out: `The audit trail was altered: ${PROBLEMS[result.problem](result.seq)} ${result.count} entries before it are whole.`,
          };
    }
    return { code: 2, out: USAGE };
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const { code, out } = runOfficeCommand(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(out);
  process.exitCode = code;
}
