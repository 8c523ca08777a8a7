// @vitest-environment node
/**
 * Search as the office types it: a phone in any form (as the office shows it, with spaces, with
 * +1, its last seven or four digits), a name without its accents or apostrophe, a part of an
 * e-mail address; with DATA_KEY, nothing readable is added to the database.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { referenceOf } from "../forms/referral-confirmation";
import { sealer } from "../sealing";
import { referenceQuery } from "./queue-filter";
import { openStore, removeDir, tempDir } from "../testing/test-support";

const KEY = "b".repeat(64);
const data = tempDir("data-search");
let store: ReturnType<typeof openStore>;
let ids: Record<string, string>;

beforeAll(() => {
  store = openStore(data, sealer(KEY), KEY);
  const add = (values: Record<string, string>) =>
    store.add({ form: "contact", lang: "en", values }, { notify: false, now: Date.parse("2026-11-27T15:00:00Z") });
  ids = {
    phone: add({ name: "Pat Phone", phone: "8635550123", email: "pat@example.com", message: "Hello" }),
    soren: add({ name: "Søren Ødegaard", phone: "(813) 555-0177", email: "s@example.com", message: "Hej" }),
    oconnor: add({ name: "Máire O'Connor", phone: "305-555-0188", email: "mo@example.com", message: "Hi" }),
    mail: add({ name: "Eve Mail", phone: "", email: "maria.lopez-garcia@clinic-example.org", message: "Hola" }),
    other: add({ name: "Other Person", phone: "941 555 0199", email: "other@example.com", message: "Hi" }),
    referral: store.add(
      { form: "referral", lang: "es", values: { name: "Planner", phone: "8636871100", patientName: "Ana" } },
      { notify: false, now: Date.parse("2026-11-27T22:00:00Z") },
    ),
  };
  store.setStatus(ids.referral!, "closed");
});
afterAll(() => {
  store.close();
  removeDir(data);
});

const found = (query: string) =>
  store
    .page({ status: "all", query })
    .requests.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0])
    .sort();

describe("search", () => {
  test.each(["(863) 555-0123", "863 555 0123", "+1 (863) 555-0123", "555 0123", "0123", "863.555.0123"])(
    "the phone 8635550123 is found by %s",
    (query) => expect(found(query)).toEqual(["phone"]),
  );

  test("names without their accents, letters like ø spelled plainly, apostrophes left out", () => {
    expect(found("soren")).toEqual(["soren"]);
    expect(found("odegaard")).toEqual(["soren"]);
    expect(found("oconnor")).toEqual(["oconnor"]);
    expect(found("O'Connor")).toEqual(["oconnor"]);
    expect(found("maire")).toEqual(["oconnor"]);
  });

  test("any part of an e-mail address finds it", () => {
    for (const part of [
      "maria.lopez-garcia@clinic-example.org",
      "maria.lopez-garcia@",
      "@clinic-example.org",
      "maria.lopez",
      "lopez",
      "clinic-example.org",
      "garcia@clinic",
      "lopez-garcia@clinic-exa",
      "MARIA@Clinic",
    ])
      expect(found(part), part).toEqual(["mail"]);
  });

  test("a referral's reference, as the confirmation shows it or typed loosely, finds it whatever its status", () => {
    const reference = referenceOf(ids.referral!);
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    const loose = `${reference.slice(0, 4)}-${reference.slice(4)}`.toLowerCase();
    const typed = [
      reference,
      reference.toLowerCase(),
      ` #${reference} `,
      `REF ${reference}`,
      `Referencia: ${reference}`,
    ];
    for (const query of [...typed, `Núm. ${reference}`, `No. ${loose}`, loose])
      // The queue's default view (open requests only) still finds this closed referral by its reference.
      expect(
        store.page({ query }).requests.map((r) => r.id),
        query,
      ).toEqual([ids.referral]);
    expect(referenceQuery("Bartow")).toBeNull();
    expect(referenceQuery("863 555 0123")).toBeNull();
  });

  test("nothing readable of a name, phone or e-mail is added to the database", () => {
    const terms = JSON.stringify(store.db.prepare("SELECT term FROM search_terms").all());
    for (const clear of ["soren", "oconnor", "0123", "lopez", "clinic"]) expect(terms).not.toContain(clear);
  });
});
