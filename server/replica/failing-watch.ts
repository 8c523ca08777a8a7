/**
 * The owners are e-mailed once when copies to the replica have failed for 15 minutes (a dead
 * bucket, a revoked key, a full disk): until then nothing is lost but the margin. Once the copies
 * succeed again, a new failure of 15 minutes is e-mailed again. Run every minute by the server;
 * tests call check() with their own clock.
 */
import { site } from "~/content/site";
import type { UserStore } from "../accounts/users";
import type { SendStaffMail, StaffMail } from "../office/staff-mail";
import type { User } from "../accounts/users";
import type { ReplicaStatus } from "./replication";

export const FAILING_MAIL_AFTER_MS = 15 * 60_000;

const when = (ms: number, es: boolean) =>
  new Date(ms).toLocaleString(es ? "es-US" : "en-US", {
    timeZone: "America/New_York",
    dateStyle: "full",
    timeStyle: "short",
  });

export function replicaFailingMail(owner: User, status: ReplicaStatus, link: string): StaffMail {
  const es = owner.uiLang === "es";
  const since = when(status.failingSince ?? 0, es);
  return {
    to: owner.email,
    from: `"${site.name} website" <${site.emails.care}>`,
    subject: es ? "Las copias fuera del servidor están fallando" : "Copies off the server are failing",
    text: (es
      ? [
          `Desde ${since}, el servidor no logra copiar las solicitudes a ${status.where}.`,
          "Las solicitudes siguen guardadas en el servidor. Pero si el servidor se pierde ahora, se pierden también.",
          `Último error: ${status.lastError ?? "desconocido"}`,
          "Pida a quien administra el servidor que revise REPLICA_URL y las claves del almacenamiento. El estado está en:",
          link,
        ]
      : [
          `Since ${since}, the server cannot copy the requests to ${status.where}.`,
          "The requests are still kept on the server, but if the server is lost now, they are lost with it.",
          `Last error: ${status.lastError ?? "unknown"}`,
          "Ask whoever runs the server to check REPLICA_URL and the storage's keys. The status is at:",
          link,
        ]
    ).join("\n"),
  };
}

export function failingWatch(deps: {
  status: () => ReplicaStatus;
  users: Pick<UserStore, "owners">;
  sendMail: SendStaffMail;
  origin: string;
  clock: () => number;
  log: (line: string) => void;
}) {
  /** The failure (by its start) the owners were told of. */
  let told: number | null = null;
  return {
    async check(): Promise<boolean> {
      const status = deps.status();
      if (status.failingSince === null) {
        told = null;
        return false;
      }
      if (told === status.failingSince || deps.clock() - status.failingSince < FAILING_MAIL_AFTER_MS) return false;
      if (!deps.sendMail) return false;
      const owners = deps.users.owners();
      if (owners.length === 0) return false;
      try {
        for (const owner of owners)
          await deps.sendMail(replicaFailingMail(owner, status, `${deps.origin}/office/settings`));
        told = status.failingSince;
        deps.log(`replica: failing for 15 minutes, ${owners.length} owner(s) e-mailed`);
        return true;
      } catch (error) {
        deps.log(`replica: e-mail failed (${(error as { code?: string }).code ?? "error"}), trying again in a minute`);
        return false;
      }
    },
  };
}
