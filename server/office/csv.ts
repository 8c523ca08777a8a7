/**
 * Requests as CSV for a spreadsheet, in the reader's language: labels instead of codes, Florida's
 * local times, who it is assigned to and the last step of its history. A cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, so it stays text.
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import type { StoredRequest } from "../db/requests";
import { localTime } from "./format";
import { allFields, shownFields } from "./request-fields";
import type { OfficeWords } from "./words";

export function csvCell(value: unknown): string {
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csv(rows: unknown[][]): string {
  // The byte-order mark tells spreadsheets the file is UTF-8 (accents in Spanish names).
  return `\ufeff${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export interface CsvContext {
  lang: Lang;
  w: OfficeWords;
  forms: readonly FormName[];
  userName: (id: string | null) => string;
  lastStep: (request: StoredRequest) => string;
}

export function requestsCsv(requests: StoredRequest[], c: CsvContext): string {
  const { w, lang } = c;
  const fields = allFields(c.forms, lang);
  const header = [
    "id",
    w.queue.kind,
    w.queue.received,
    w.queue.lang,
    w.queue.status,
    w.queue.assigned,
    w.queue.replyBy,
    w.request.history,
    ...fields.map((f) => f.label),
  ];
  const rows = requests.map((r) => {
    const shown = new Map(shownFields(r, lang).map((f) => [f.name, f.text]));
    return [
      r.id,
      w.kinds[r.form],
      localTime(r.receivedAt, lang),
      w.language[r.lang],
      w.statuses[r.status],
      c.userName(r.assignedTo),
      r.replyBy ? localTime(r.replyBy, lang) : "",
      c.lastStep(r),
      ...fields.map((f) => (r.values ? (shown.get(f.name) ?? "") : w.queue.encrypted)),
    ];
  });
  return csv([header, ...rows]);
}
