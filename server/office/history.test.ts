// @vitest-environment node
/**
 * The audit page's details in words: a person by name, a status, a role and a kind of request
 * in the page's language; any other detail as recorded.
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
] as const)("%s %s %j: %j", (lang, action, detail, words) => {
  expect(detailInWords(entry(action, detail), officeWords[lang], userName)).toBe(words);
});
