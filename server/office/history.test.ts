// @vitest-environment node
/**
 * The audit page's details in words: a person by name, a status, a role and a kind of request,
 * the counts and language codes recorded in English, all in the page's language; any other
 * detail as recorded.
 */
import { expect, test } from "vitest";
import type { AuditEntry } from "../accounts/audit";
import { detailInWords } from "./history";
import { officeWords } from "./words";

const entry = (action: string, detail: string) => ({ action, detail }) as AuditEntry;
const names: Record<string, string> = { "u-1": "Inés Intake" };
const userName = (id: string) => names[id] ?? id;

test.each([
  ["en", "request-status", "assessment-scheduled", "Assessment scheduled"],
  ["es", "request-status", "assessment-scheduled", officeWords.es.statuses["assessment-scheduled"]],
  ["en", "request-assigned", "u-1", "Inés Intake"],
  ["en", "request-assigned", "", officeWords.en.queue.unassigned],
  ["en", "request-deleted", "referral", "Referral"],
  ["en", "account-role", "intake -> owner", "Intake → Owner"],
  ["es", "account-invited", "editor", officeWords.es.roleShort.editor],
  ["en", "settings-changed", "idle 15 min", "idle 15 min"],
  ["en", "audit-viewed", "42 of 42", "42 of 42"],
  ["es", "audit-viewed", "42 of 42", "42 de 42"],
  ["es", "audit-exported", "7 of 9", "7 de 9"],
  ["es", "newsletter-viewed", "0 rows", "0 filas"],
  ["es", "newsletter-viewed", "1 rows", "1 fila"],
  ["es", "requests-exported", "2 rows with their notes: a1 b2", "2 filas con sus notas: a1 b2"],
  ["en", "requests-exported", "1 rows: a1", "1 row: a1"],
  ["es", "account-preferences", "es; en,es", "oficina en Español; habla Inglés, Español"],
  ["en", "account-preferences", "en; ", "office in English; speaks —"],
  ["es", "account-locked", "5 wrong in a row from one address", "5 intentos incorrectos seguidos desde una dirección"],
  ["es", "audit-viewed", "something else", "something else"],
] as const)("%s %s %j: %j", (lang, action, detail, words) => {
  expect(detailInWords(entry(action, detail), officeWords[lang], userName)).toBe(words);
});
