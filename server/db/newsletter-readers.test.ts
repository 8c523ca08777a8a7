// @vitest-environment node
/**
 * The newsletter keeps one entry per address: the same address signed up again (any case,
 * spaces around it) is the entry it already has, also when DATA_KEY seals the addresses; and the
 * migration merges the duplicates an older release kept into the first sign-up.
 */
import { afterEach, describe, expect, test } from "vitest";
import { sealer } from "../sealing";
import { openStore, removeDir, tempDir } from "../testing/test-support";
import { MIGRATIONS } from "./migrations";

const KEY = "f".repeat(64);
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));
const open = () => {
  const dir = tempDir("readers");
  dirs.push(dir);
  return openStore(dir, sealer(KEY), KEY);
};
const readers = (store: ReturnType<typeof open>) => store.all({ form: "newsletter", status: "all" });
const signUp = (store: ReturnType<typeof open>, email: string, now: number, lang: "en" | "es" = "en") =>
  store.add({ form: "newsletter", lang, values: { email } }, { notify: false, now });

describe("one entry per address", () => {
  test("the same address again, in any case or with spaces, is the entry it has", () => {
    const store = open();
    const first = signUp(store, "Reader@Example.com", 1_000);
    expect(signUp(store, " reader@example.com ", 2_000, "es")).toBe(first);
    expect(signUp(store, "READER@EXAMPLE.COM", 3_000)).toBe(first);
    const other = signUp(store, "reader2@example.com", 4_000);
    expect(other).not.toBe(first);
    expect(
      readers(store)
        .map((r) => r.id)
        .sort(),
    ).toEqual([first, other].sort());
    store.close();
  });

  test("the migration merges an older release's duplicates into the first sign-up", () => {
    const store = open();
    const first = signUp(store, "dup@example.com", 1_000);
    const later = signUp(store, "copy@example.com", 2_000);
    const kept = signUp(store, "solo@example.com", 3_000);
    // What an older release kept: the same address twice (the sealed values copied across).
    const sealed = store.db.prepare("SELECT sealed FROM requests WHERE id = ?").get(first) as { sealed: string };
    store.db.prepare("UPDATE requests SET sealed = ? WHERE id = ?").run(sealed.sealed, later);
    store.db.exec(MIGRATIONS.find((m) => m.name.startsWith("newsletter: one entry per address"))!.sql);
    expect(store.catchUp().merged).toBe(1);
    expect(
      readers(store)
        .map((r) => r.id)
        .sort(),
    ).toEqual([first, kept].sort());
    // Still found by its address afterwards.
    expect(signUp(store, "dup@example.com", 5_000)).toBe(first);
    store.close();
  });
});
