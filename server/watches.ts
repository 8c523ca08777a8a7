/**
 * The server's watches, each on its own timer: the audit trail checked against the head written
 * outside the database (owners told once when it does not match), requests past their reply-by
 * promise (the office told), and, with a replica, copying that keeps failing (owners told).
 */
import type { AuditTrail, ChainHead } from "./accounts/audit";
import { auditWatch } from "./accounts/audit-watch";
import type { UserStore } from "./accounts/users";
import type { RequestStore } from "./db/requests";
import { overdueWatch } from "./office/overdue";
import type { StaffMail } from "./office/staff-mail";
import { failingWatch } from "./replica/failing-watch";
import type { Replication } from "./replica/replication";

const MINUTE = 60_000;

export function startWatches(deps: {
  requests: RequestStore;
  audit: AuditTrail;
  users: UserStore;
  replica: Replication | null;
  sendMail: ((mail: StaffMail) => Promise<void>) | null;
  /** Known once the server listens. */
  origin: () => string;
  auditWritten: () => ChainHead | null;
  auditChecked: (ok: boolean) => void;
  overdueEveryMs: number;
  clock: () => number;
  log: (line: string) => void;
}) {
  const { users, sendMail, clock, log } = deps;
  const audit = auditWatch({
    audit: deps.audit,
    users,
    sendMail,
    written: deps.auditWritten,
    get origin() {
      return deps.origin();
    },
    clock,
    checked: deps.auditChecked,
  });
  audit.start();
  const overdue = overdueWatch({
    requests: deps.requests,
    users,
    audit: deps.audit,
    sendMail,
    get origin() {
      return deps.origin();
    },
    clock,
    log,
  });
  const overdueTimer = setInterval(() => void overdue.check(), deps.overdueEveryMs).unref();
  const replica = deps.replica
    ? failingWatch({
        status: deps.replica.status,
        users,
        sendMail,
        get origin() {
          return deps.origin();
        },
        clock,
        log,
      })
    : null;
  const replicaTimer = replica ? setInterval(() => void replica.check(), MINUTE).unref() : null;
  return {
    audit,
    overdue,
    replica,
    stop() {
      clearInterval(overdueTimer);
      if (replicaTimer) clearInterval(replicaTimer);
      audit.stop();
    },
  };
}
