/**
 * Requests as CSV for a spreadsheet, in the reader's language: labels instead of codes, times in
 * ISO 8601 with their offset (2026-11-24T10:00:00-05:00, what a spreadsheet or a script reads
 * without guessing) and once more in Florida's words, phones in one format ((863) 555-0123 x12),
 * who it is assigned to, the last step of its history, and the notes only when asked. A cell
 * that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so it stays text.
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";
import { phoneExtension } from "~/lib/forms/schemas";
import type { Note } from "../db/request-types";
import type { StoredRequest } from "../db/requests";
import { formSpec } from "../forms/form-fields";
import { localTime } from "./format";
import { OFFICE_TIME_ZONE } from "./reply-by";
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

const floridaParts = new Intl.DateTimeFormat("en-US", {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Florida's time at `ms` in ISO 8601 with its offset: 2026-11-24T10:00:00-05:00 (-04:00 in summer). */
export function floridaIso(ms: number): string {
  const p = Object.fromEntries(floridaParts.formatToParts(ms).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  const offset = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${zone}`;
}

/** A US phone in one format, "(863) 555-0123", its extension kept (" x4521"); anything else as typed. */
export function usPhone(phone: string): string {
  const { number, ext } = phoneExtension(phone) ?? { number: phone, ext: "" };
  const digits = number.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (ten.length !== 10) return phone;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}${ext ? ` x${ext}` : ""}`;
}

export interface CsvContext {
  lang: Lang;
  w: OfficeWords;
  forms: readonly FormName[];
  userName: (id: string | null) => string;
  lastStep: (request: StoredRequest) => string;
  /** Given only when the notes were asked for: a request's notes, oldest first. */
  notes?: (request: StoredRequest) => Note[];
  /** Given for the newsletter's list: each reader's own link to leave it, for the mailing. */
  leaveLink?: (request: StoredRequest) => string;
}

export function requestsCsv(requests: StoredRequest[], c: CsvContext): string {
  const { w, lang } = c;
  const fields = allFields(c.forms, lang);
  const phones = new Set(
    c.forms.flatMap((form) =>
      formSpec(form, lang)
        .fields.filter((f) => f.kind === "tel")
        .map((f) => f.name),
    ),
  );
  const header = [
    "id",
    w.queue.kind,
    w.queue.received,
    w.queue.receivedFlorida,
    w.queue.lang,
    w.queue.status,
    w.queue.assigned,
    w.queue.replyBy,
    w.request.history,
    ...fields.map((f) => f.label),
    ...(c.notes ? [w.request.notes] : []),
    ...(c.leaveLink ? [w.newsletter.leaveLink] : []),
  ];
  const noteLine = (n: Note) => `${n.author}, ${floridaIso(n.at)}: ${n.text ?? w.queue.encrypted}`;
  const rows = requests.map((r) => {
    const shown = new Map(shownFields(r, lang).map((f) => [f.name, f.text]));
    const value = (name: string) => {
      const text = shown.get(name) ?? "";
      return phones.has(name) && text ? usPhone(text) : text;
    };
    return [
      r.id,
      w.kinds[r.form],
      floridaIso(r.receivedAt),
      localTime(r.receivedAt, lang),
      w.language[r.lang],
      w.statuses[r.status],
      c.userName(r.assignedTo),
      r.replyBy ? floridaIso(r.replyBy) : "",
      c.lastStep(r),
      ...fields.map((f) => (r.values ? value(f.name) : w.queue.encrypted)),
      ...(c.notes ? [c.notes(r).map(noteLine).join("\n")] : []),
      ...(c.leaveLink ? [c.leaveLink(r)] : []),
    ];
  });
  return csv([header, ...rows]);
}
