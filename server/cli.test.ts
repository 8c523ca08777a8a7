/**
 * `npm run office` run beside a server whose data has a DATA_KEY: without that key, or with
 * another, every command refuses and writes nothing (no random search key beside the server's);
 * with it, or on data stored without a key, the commands run.
 */
import { afterEach, beforeEach, expect, test } from "vitest";
import { runOfficeCommand } from "./cli";
import { openDatabase } from "./db/database";
import { sealer } from "./sealing";
import { openStore, removeDir, tempDir } from "./testing/test-support";

const KEY = "e".repeat(64);
let data: string;

beforeEach(() => {
  data = tempDir("cli-data");
});
afterEach(() => removeDir(data));

/** The settings the server keeps about its keys. */
function keySettings() {
  const { db } = openDatabase(data);
  try {
    return db.prepare("SELECT key FROM settings WHERE key LIKE 'search_key%' ORDER BY key").all();
  } finally {
    db.close();
  }
}

test("data stored with a DATA_KEY: refused without it and with another, nothing written; run with it", () => {
  openStore(data, sealer(KEY), KEY).close(); // as the server's start leaves it
  const before = keySettings();
  const without = runOfficeCommand(["list-users"], { DATA_DIR: data });
  expect(without.code).toBe(2);
  expect(without.out).toMatch(/encrypted with DATA_KEY: run the command with the server's DATA_KEY set/);
  const add = runOfficeCommand(["add-user", "--role", "owner", "--email", "olga@example.com", "--name", "Olga"], {
    DATA_DIR: data,
  });
  expect(add.code).toBe(2);
  const other = runOfficeCommand(["list-users"], { DATA_DIR: data, DATA_KEY: "f".repeat(64) });
  expect(other).toMatchObject({
    code: 2,
    out: expect.stringMatching(/not the one this server's data was stored with/),
  });
  expect(keySettings()).toEqual(before);
  expect(runOfficeCommand(["list-users"], { DATA_DIR: data, DATA_KEY: KEY })).toEqual({
    code: 0,
    out: "No accounts yet.",
  });
});

test("data stored without a key, or a server not started yet: the commands run without one", () => {
  expect(runOfficeCommand(["list-users"], { DATA_DIR: data })).toEqual({ code: 0, out: "No accounts yet." });
  openStore(data).close();
  expect(runOfficeCommand(["list-users"], { DATA_DIR: data })).toEqual({ code: 0, out: "No accounts yet." });
});
