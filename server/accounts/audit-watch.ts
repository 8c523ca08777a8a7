/**
 * The audit trail checked on a schedule (every hour by default), against the head written beside
 * the newest backup. When the check first fails, the owners are e-mailed once (again only after it
 * has been whole in between); while it is whole, the owners get once a day the chain's length and
 * its head's short fingerprint, a copy of it outside the database that nobody at the server can
 * change afterwards.
 */
import type { StaffMail } from "../office/staff-mail";
import { auditBrokenMail, auditHeadMail } from "../office/staff-mail";
import type { AuditCheck, AuditTrail, ChainHead } from "./audit";
import type { UserStore } from "./users";

const DAY = 24 * 60 * 60_000;

/** The head's short fingerprint, as the daily e-mail shows it: 12 hex digits in threes. */
export const fingerprint = (head: ChainHead) => head.hash.slice(0, 12).match(/.{3}/g)!.join("-");

export function auditWatch(deps: {
  audit: AuditTrail;
  users: UserStore;
  sendMail: ((mail: StaffMail) => Promise<void>) | null;
  /** The head written outside the database (the newest backup's), or null. */
  written: () => ChainHead | null;
  origin: string;
  clock: () => number;
  everyMs?: number;
  /** Told each result (the office's "altered" banner). */
  checked?: (ok: boolean) => void;
}) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let last: { at: number; result: AuditCheck } | null = null;
  let warned = false;
  let headMailedAt = -Infinity;

  const mailOwners = (write: (owner: ReturnType<UserStore["owners"]>[number]) => StaffMail) => {
    for (const owner of deps.users.owners()) deps.sendMail?.(write(owner)).catch(() => {});
  };

  function check(): AuditCheck {
    const now = deps.clock();
    const result = deps.audit.verify(deps.written());
    last = { at: now, result };
    deps.checked?.(result.ok);
    if (!result.ok) {
      if (!warned) mailOwners((owner) => auditBrokenMail(owner, result, `${deps.origin}/office/audit`));
      warned = true;
    } else {
      warned = false;
      if (result.head && now - headMailedAt >= DAY) {
        headMailedAt = now;
        const head = result.head;
        mailOwners((owner) => auditHeadMail(owner, head, result.count, fingerprint(head)));
      }
    }
    return result;
  }

  return {
    check,
    start() {
      if (timer) return;
      check();
      timer = setInterval(check, deps.everyMs ?? 60 * 60_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    status(): { running: boolean; lastAt: number | null; ok: boolean | null } {
      return { running: timer !== null, lastAt: last?.at ?? null, ok: last ? last.result.ok : null };
    },
  };
}
