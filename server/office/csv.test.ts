// @vitest-environment node
/**
 * The requests' CSV: times in ISO 8601 with Florida's offset (winter and summer) and once more
 * in Florida's words under a labelled column, every phone in one format with its extension kept,
 * and the notes only when asked for, in both languages.
 */
import { describe, expect, test } from "vitest";
import type { StoredRequest } from "../db/requests";
import { floridaIso, requestsCsv, usPhone } from "./csv";
import { officeWords } from "./words";

const request: StoredRequest = {
  id: "0b0e7f3c-1111-4222-8333-944445555666",
  form: "contact",
  lang: "en",
  // Tuesday, November 24, 2026, 9:48 PM in Florida.
  receivedAt: Date.parse("2026-11-25T02:48:00Z"),
  status: "new",
  spam: false,
  values: { name: "Rosa Díaz", phone: "863.555.0123 ext. 45", email: "rosa@example.com", message: "Hola" },
  notice: "sent",
  assignedTo: null,
  replyBy: Date.parse("2026-11-25T15:00:00Z"),
  overdueSentAt: null,
  files: 0,
};
const notes = [{ id: 1, author: "Inés Intake", at: Date.parse("2026-07-04T16:00:00Z"), text: "Called the daughter." }];

const rowsOf = (text: string) =>
  text
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");
const make = (lang: "en" | "es", withNotes: boolean) =>
  requestsCsv([request], {
    lang,
    w: officeWords[lang],
    forms: ["contact"],
    userName: () => "",
    lastStep: () => "",
    ...(withNotes && { notes: () => notes }),
  });

describe("times", () => {
  test("ISO 8601 with Florida's offset: -05:00 in winter, -04:00 in summer", () => {
    expect(floridaIso(Date.parse("2026-11-25T02:48:00Z"))).toBe("2026-11-24T21:48:00-05:00");
    expect(floridaIso(Date.parse("2026-07-04T16:00:00Z"))).toBe("2026-07-04T12:00:00-04:00");
    // Just after the switch to daylight time (2:00 AM becomes 3:00 AM on March 8, 2026).
    expect(floridaIso(Date.parse("2026-03-08T07:30:00Z"))).toBe("2026-03-08T03:30:00-04:00");
  });

  test.each(["en", "es"] as const)("the CSV (%s) has the ISO time and a labelled Florida-time column", (lang) => {
    const [header, row] = rowsOf(make(lang, false));
    expect(header).toContain(`"${officeWords[lang].queue.receivedFlorida}"`);
    expect(header).toContain("America/New_York");
    expect(row).toContain('"2026-11-24T21:48:00-05:00"');
    expect(row).toContain('"2026-11-25T10:00:00-05:00"');
    expect(row).toMatch(lang === "en" ? /Nov 24, 2026, 9:48\s?PM/ : /24 nov 2026, 9:48\s?p/);
  });
});

describe("phones in one format", () => {
  test.each([
    ["863-555-0123", "(863) 555-0123"],
    ["8635550123", "(863) 555-0123"],
    ["+1 863 555 0123", "(863) 555-0123"],
    ["(863)555-0123", "(863) 555-0123"],
    ["863.555.0123 ext. 45", "(863) 555-0123 x45"],
    ["(863) 687-1100 x4521", "(863) 687-1100 x4521"],
    ["555-0123", "555-0123"],
  ])("%s → %s", (typed, shown) => {
    expect(usPhone(typed)).toBe(shown);
  });

  test("the CSV's phone column", () => {
    expect(rowsOf(make("en", false))[1]).toContain('"(863) 555-0123 x45"');
  });
});

describe("notes only when asked", () => {
  test.each(["en", "es"] as const)(
    "%s: without asking, no notes column; asked, each note with author and time",
    (lang) => {
      const plain = make(lang, false);
      expect(plain).not.toContain("Called the daughter.");
      expect(rowsOf(plain)[0]).not.toContain(`"${officeWords[lang].request.notes}"`);
      const withNotes = make(lang, true);
      expect(rowsOf(withNotes)[0]).toContain(`"${officeWords[lang].request.notes}"`);
      expect(withNotes).toContain("Inés Intake, 2026-07-04T12:00:00-04:00: Called the daughter.");
    },
  );
});
