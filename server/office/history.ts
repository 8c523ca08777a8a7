/**
 * A request's history, read from the audit trail (the entries that name it): who opened it,
 * changed its status, assigned it, added a note, exported it or downloaded one of its documents,
 * and when.
 */
import type { AuditEntry } from "../accounts/audit";
import type { FormName } from "~/lib/delivery";
import { isRole } from "../accounts/permissions";
import type { RequestStatus } from "../db/requests";
import type { OfficeWords } from "./words";

/** The audit actions about one request. */
export const REQUEST_ACTIONS = {
  received: "request-received",
  viewed: "request-viewed",
  status: "request-status",
  assigned: "request-assigned",
  note: "request-note",
  exported: "requests-exported",
  listed: "requests-listed",
  deleted: "request-deleted",
  overdue: "request-overdue-mail",
  downloaded: "request-file-downloaded",
} as const;

/** Who did it, as the trail recorded them: the name before the e-mail. */
export const actorName = (entry: AuditEntry, w: OfficeWords) =>
  entry.actor === null && entry.actorLabel === "server" ? w.audit.server : entry.actorLabel.replace(/ <[^>]*>$/, "");

/**
 * An entry in words. `documentNumber` gives a downloaded document's number on the request's page
 * (the entry names the file by its id only: a name can hold a patient's, and the trail outlives
 * the request).
 */
export function describe(
  entry: AuditEntry,
  w: OfficeWords,
  userName: (id: string) => string,
  documentNumber: (fileId: string) => number | null = () => null,
): string {
  switch (entry.action) {
    case REQUEST_ACTIONS.received:
      return w.history.received;
    case REQUEST_ACTIONS.viewed:
      return w.history.view;
    case REQUEST_ACTIONS.status:
      return w.history.status(w.statuses[entry.detail as RequestStatus] ?? entry.detail);
    case REQUEST_ACTIONS.assigned:
      return entry.detail ? w.history.assign(userName(entry.detail)) : w.history.unassign;
    case REQUEST_ACTIONS.note:
      return w.history.note;
    case REQUEST_ACTIONS.exported:
      return w.history.export;
    case REQUEST_ACTIONS.overdue:
      return w.history.overdueMail;
    case REQUEST_ACTIONS.downloaded:
      return w.history.download(documentNumber(entry.detail));
    default:
      return entry.action;
  }
}

/** The entries that change the request (not the looks at it): the last one is its last step. */
export const isStep = (entry: AuditEntry) =>
  entry.action === REQUEST_ACTIONS.status ||
  entry.action === REQUEST_ACTIONS.assigned ||
  entry.action === REQUEST_ACTIONS.note;

/**
 * An audit entry's detail as the audit page shows it: a person by their name (not their id), a
 * status, role or kind of request in the page's words; any other detail as it was recorded.
 */
export function detailInWords(entry: AuditEntry, w: OfficeWords, userName: (id: string) => string): string {
  const role = (code: string) => (isRole(code) ? w.roleShort[code] : code);
  switch (entry.action) {
    case REQUEST_ACTIONS.status:
      return w.statuses[entry.detail as RequestStatus] ?? entry.detail;
    case REQUEST_ACTIONS.assigned:
      return entry.detail ? userName(entry.detail) : w.queue.unassigned;
    case REQUEST_ACTIONS.deleted:
      return w.kinds[entry.detail as FormName] ?? entry.detail;
    case "account-invited":
    case "account-removed":
      return role(entry.detail);
    case "account-role":
      return entry.detail.split(" -> ").map(role).join(" → ");
    // Counts and codes recorded in English, shown in the page's words (the CSV keeps them as recorded).
    case "audit-viewed":
    case "audit-exported": {
      const shown = /^(\d+) of (\d+)$/.exec(entry.detail);
      return shown ? w.audit.shownOf(Number(shown[1]), Number(shown[2])) : entry.detail;
    }
    case "newsletter-viewed":
    case REQUEST_ACTIONS.exported: {
      const rows = /^(\d+) rows( with their notes)?(: .*)?$/.exec(entry.detail);
      return rows ? w.audit.rows(Number(rows[1]), Boolean(rows[2])) + (rows[3] ?? "") : entry.detail;
    }
    case "account-preferences": {
      const [office = "", speaks = ""] = entry.detail.split("; ");
      const language = (code: string) => (code === "en" || code === "es" ? w.language[code] : code);
      return w.audit.preferences(language(office), speaks.split(",").filter(Boolean).map(language).join(", "));
    }
    case "account-locked": {
      const wrong = /^(\d+) wrong in a row/.exec(entry.detail);
      return wrong ? w.audit.wrongInARow(Number(wrong[1])) : entry.detail;
    }
    default:
      return entry.detail;
  }
}
