/**
 * What a request is to the office: the statuses of each kind, the stored request, its files and
 * notes (the request store, ./requests.ts, keeps them).
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { FileKind } from "~/lib/forms/files";

/** Where each kind of request goes, step by step; the first status is where it starts. */
export const STATUSES = {
  contact: ["new", "contacted", "assessment-scheduled", "started-care", "not-a-fit", "closed"],
  application: ["new", "contacted", "interview", "hired", "not-hired"],
  newsletter: ["subscribed"],
  referral: ["new", "contacted", "accepted", "started-care", "not-accepted", "closed"],
} as const satisfies Record<FormName, readonly string[]>;
export type RequestStatus = (typeof STATUSES)[FormName][number];
/** Statuses that still need the office's work (the queue shows these unless asked otherwise). */
export const OPEN_STATUSES: readonly RequestStatus[] = [
  "new",
  "contacted",
  "assessment-scheduled",
  "interview",
  "accepted",
];
/**
 * Statuses after which a request is part of a record the agency must keep: a patient's clinical
 * record (kept six years after care ends, s. 400.491(1), F.S.) or a hired person's file. Retention
 * never deletes these; the office moves them into that record and deletes them by hand.
 */
export const RECORD_STATUSES: readonly RequestStatus[] = ["accepted", "started-care", "hired"];
/** The kinds whose reply-by time the office watches (a consultation's, a referral's, an application's call). */
export const PROMISED: readonly FormName[] = ["contact", "referral", "application"];

export const isStatusOf = (form: FormName, status: string): status is RequestStatus =>
  (STATUSES[form] as readonly string[]).includes(status);

export interface StoredRequest {
  id: string;
  form: FormName;
  lang: Lang;
  receivedAt: number;
  status: RequestStatus;
  spam: boolean;
  /** null when the values cannot be read (encrypted with another DATA_KEY). */
  values: Record<string, string> | null;
  /** The office e-mail: "none" (no e-mail for this kind), "pending", "retrying" (it failed before) or "sent". */
  notice: "none" | "pending" | "retrying" | "sent";
  assignedTo: string | null;
  /** A consultation's, a referral's or an application's reply-by time (the site's promise); null for sign-ups. */
  replyBy: number | null;
  overdueSentAt: number | null;
  /** How many files came with it. */
  files: number;
}

/** A file that came with a request; its bytes are in the file store. */
export interface StoredFile {
  id: string;
  requestId: string;
  field: string;
  /** 1, 2, … in the order sent. */
  position: number;
  /** The name it was sent with; null when it cannot be read (another DATA_KEY). */
  name: string | null;
  kind: FileKind;
  size: number;
}

/** A file received and promoted, to be kept with its request. */
export interface NewFile {
  id: string;
  field: string;
  name: string;
  kind: FileKind;
  size: number;
}

export interface Note {
  id: number;
  author: string;
  at: number;
  text: string | null;
}
