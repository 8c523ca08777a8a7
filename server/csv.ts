/**
 * The inbox as CSV for a spreadsheet. A cell that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe, so it stays text.
 */
import { KIND_LABEL } from "./office-mail";
import type { StoredRequest } from "./store";

const VALUE_COLUMNS = [
  "name",
  "phone",
  "email",
  "service",
  "payment",
  "bestTime",
  "message",
  "position",
  "license",
  "licenseNumber",
  "experience",
  "areas",
  "availability",
  "note",
] as const;

export function csvCell(value: unknown): string {
  let text = String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function requestsCsv(requests: StoredRequest[]): string {
  const header = ["id", "kind", "receivedAt", "language", "status", "notification", ...VALUE_COLUMNS];
  const rows = requests.map((r) => [
    r.id,
    KIND_LABEL[r.form],
    new Date(r.receivedAt).toISOString(),
    r.lang,
    r.status,
    r.notice,
    ...VALUE_COLUMNS.map((column) => (r.values ? (r.values[column] ?? "") : "(encrypted: DATA_KEY not set)")),
  ]);
  // The byte-order mark tells spreadsheets the file is UTF-8 (accents in Spanish names).
  return `\ufeff${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
