import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { migrate } from "../db/database";
import { queryTerms, termsOf } from "../db/search-terms";
import { auditTrail } from "./audit";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { checkTotp, newRecoveryCodes, newTotpSecret, totpCode } from "./two-step";

describe("passwords", () => {
  test("12 characters or more, not a common one, not the person's name; scrypt hashes that verify", async () => {
    expect(passwordProblem("eleven chars")).toBe(null);
    expect(passwordProblem("elevenchars")).toBe("too-short");
    expect(passwordProblem("qwertyuiop123")).toBe("common");
    expect(passwordProblem("Password1234!")).toBe("common");
    expect(passwordProblem("margaritaaaa1", { name: "Margaritaaaa Ruiz" })).toBe("personal");
    const hash = await hashPassword("blue heron orange grove");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("blue heron orange grove", hash)).toBe(true);
    expect(await verifyPassword("blue heron orange grovE", hash)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
  });
});

describe("two-step codes", () => {
  test("a code is good for its 30 s step and one either side; recovery codes are ten and distinct", () => {
    const secret = newTotpSecret();
    const now = Date.parse("2026-11-24T15:00:10Z");
    expect(checkTotp(secret, totpCode(secret, now), now)).toBe(Math.floor(now / 30_000));
    expect(checkTotp(secret, totpCode(secret, now - 30_000), now)).not.toBeNull();
    expect(checkTotp(secret, totpCode(secret, now - 90_000), now)).toBeNull();
    expect(checkTotp(secret, "12345", now)).toBeNull();
    expect(new Set(newRecoveryCodes()).size).toBe(10);
  });
});

describe("the audit trail", () => {
  test("each entry chains to the one before: a change or a removal is found; retention keeps the chain checkable", () => {
    const db = new Database(":memory:");
    migrate(db);
    let now = Date.parse("2020-01-01T00:00:00Z");
    const trail = auditTrail(db, () => now);
    for (let i = 0; i < 5; i++) {
      trail.record({ action: "request-viewed", actorLabel: "A <a@example.com>", target: `r${i}` });
      now += 365 * 24 * 60 * 60 * 1000;
    }
    expect(trail.verify()).toMatchObject({ ok: true, count: 5 });
    // Six years on, the oldest entries go; what is left still checks from its anchor.
    now = Date.parse("2026-06-01T00:00:00Z");
    trail.record({ action: "sign-in", actorLabel: "A <a@example.com>" });
    expect(trail.purge(now)).toBe(1);
    expect(trail.verify()).toMatchObject({ ok: true, count: 5 });
    db.prepare("UPDATE audit SET target = 'r9' WHERE seq = 3").run();
    expect(trail.verify()).toMatchObject({ ok: false, seq: 3 });
    db.prepare("UPDATE audit SET target = 'r2' WHERE seq = 3").run();
    db.prepare("DELETE FROM audit WHERE seq = 4").run();
    expect(trail.verify()).toMatchObject({ ok: false, seq: 4 });
  });
});

describe("search terms", () => {
  test("name words and their beginnings without accents, phone endings, the e-mail; a query finds them", () => {
    const terms = termsOf({ name: "José Núñez", phone: "+1 (863) 555-0102", email: "Jose@Example.com" });
    expect(terms).toEqual(
      expect.arrayContaining([
        "n:jose",
        "n:nun",
        "n:nunez",
        "p:8635550102",
        "p:5550102",
        "p:0102",
        "e:jose@example.com",
      ]),
    );
    expect(queryTerms("núñez 863.555.0102")).toEqual(["n:nunez", "p:8635550102"]);
    expect(queryTerms("0102")).toEqual(["p:0102"]);
  });
});
