/**
 * The promise watched: consultations and referrals still "new" past their reply-by time are
 * e-mailed to the owners, once each (no family's or patient's details: what kind, when it came,
 * when the reply was due, a link that needs a sign-in). Run by the server every minute; tests call check() with their own clock.
 */
import type { AuditTrail } from "../accounts/audit";
import type { UserStore } from "../accounts/users";
import type { RequestStore } from "../db/requests";
import { REQUEST_ACTIONS } from "./history";
import { overdueMail, type SendStaffMail } from "./staff-mail";

export function overdueWatch(deps: {
  requests: RequestStore;
  users: UserStore;
  audit: AuditTrail;
  sendMail: SendStaffMail;
  origin: string;
  clock: () => number;
  log: (line: string) => void;
}) {
  let running = false;
  return {
    async check(): Promise<number> {
      if (running || !deps.sendMail) return 0;
      running = true;
      try {
        const late = deps.requests.overdue(deps.clock());
        const owners = deps.users.owners();
        if (late.length === 0 || owners.length === 0) return 0;
        const items = late.map((r) => ({
          form: r.form,
          receivedAt: r.receivedAt,
          replyBy: r.replyBy!,
          link: `${deps.origin}/office/requests/${r.id}`,
        }));
        for (const owner of owners) await deps.sendMail(overdueMail(owner, items));
        deps.requests.markOverdueSent(
          late.map((r) => r.id),
          deps.clock(),
        );
        for (const r of late)
          deps.audit.record({
            actorLabel: "server",
            action: REQUEST_ACTIONS.overdue,
            target: r.id,
            detail: `${owners.length} owner(s)`,
          });
        deps.log(`reply overdue: ${late.length} request(s), owners e-mailed`);
        return late.length;
      } catch (error) {
        deps.log(
          `reply overdue: e-mail failed (${(error as { code?: string }).code ?? "error"}), trying again in a minute`,
        );
        return 0;
      } finally {
        running = false;
      }
    },
  };
}
