/**
 * The queue's filters as SQL on the requests table (alias r): kind, status ("open" by default),
 * language, who it is assigned to, and search words through their keyed hashes (./search-terms.ts);
 * a referral's reference number finds its request directly.
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import { OPEN_STATUSES } from "./request-types";
import { hashTerm, queryTerms } from "./search-terms";

export interface QueueFilter {
  form?: FormName;
  /** A status, "open" (the default: still to work on) or "all". */
  status?: string;
  lang?: Lang;
  /** A user's id, or "none". */
  assigned?: string;
  query?: string;
  spam?: boolean;
  /** "due" (the default: reply-by first, then the oldest) or "newest". */
  order?: "due" | "newest";
}

/**
 * A referral's reference as its sender may type it (the confirmation shows "3F9A1C07"): any case,
 * with spaces, dashes or dots, after "#", "Ref", "Reference", "Referencia", "No." or "Núm.". Null
 * when the query is something else.
 */
export function referenceQuery(query: string): string | null {
  const bare = query
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s#:.-]/g, "")
    .replace(/^(referencia|reference|ref|numero|num|no)/i, "");
  return /^[0-9a-f]{8}$/i.test(bare) ? bare.toLowerCase() : null;
}

export function queueWhere(filter: QueueFilter, key: Buffer): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  add("r.spam = ?", filter.spam ? 1 : 0);
  // A reference names one request (its id begins with it), whatever its status.
  const reference = referenceQuery(filter.query ?? "");
  if (reference) {
    add("r.id LIKE ?", `${reference}%`);
    return { sql: `WHERE ${parts.join(" AND ")}`, params };
  }
  if (filter.form) add("r.form = ?", filter.form);
  else add("r.form != 'newsletter'");
  const status = filter.status ?? "open";
  if (status === "open" && filter.form !== "newsletter")
    add(`r.status IN (${OPEN_STATUSES.map(() => "?").join(", ")})`, ...OPEN_STATUSES);
  else if (status !== "all" && status !== "open") add("r.status = ?", status);
  if (filter.lang) add("r.lang = ?", filter.lang);
  if (filter.assigned === "none") add("r.assigned_to IS NULL");
  else if (filter.assigned) add("r.assigned_to = ?", filter.assigned);
  const terms = queryTerms(filter.query ?? "").map((term) => hashTerm(key, term));
  for (const term of terms) add("EXISTS (SELECT 1 FROM search_terms s WHERE s.term = ? AND s.request_id = r.id)", term);
  return { sql: `WHERE ${parts.join(" AND ")}`, params };
}
