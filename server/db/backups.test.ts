// @vitest-environment node
/**
 * The server's daily backup and `npm run restore`: a backup taken while the server runs holds
 * every request; at most BACKUPS_KEPT are kept; restoring one brings its requests back (the
 * database it replaces kept beside it), and restore refuses while the server's process runs. The
 * files of requests (a referral's documents) are backed up beside them, once, and come back with
 * a restore; the editor's content repository is bundled beside each backup and restored with it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { startServer } from "../index";
import { fakeBuild, json, openStore, removeDir, send, storedRequests, tempDir } from "../testing/test-support";
import { fileStore } from "../files/file-store";
import { multipart, pdf, referral } from "../testing/test-files";
import { dailyBackup, listBackups, siteBundleOf } from "./backups";
import { openDatabase } from "./database";

const dirs: string[] = [];
const dir = (prefix: string) => {
  const made = tempDir(prefix);
  dirs.push(made);
  return made;
};
afterEach(() => dirs.splice(0).forEach(removeDir));
const restore = (dataDir: string, file: string) =>
  spawnSync(process.execPath, ["scripts/restore.mjs", file], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });

describe("backups", () => {
  test("the server backs up at start, one a day, keeping the newest few; restore puts one back", async () => {
    const data = dir("data");
    const backups = dir("backups");
    const build = await fakeBuild();
    dirs.push(build);
    let now = Date.parse("2026-11-20T03:00:00Z");
    const server = await startServer({
      port: 0,
      buildDir: build,
      dataDir: data,
      backupDir: backups,
      backupsKept: 3,
      clock: () => now,
    });
    await json(`${server.origin}/api/forms/contact`, { lang: "en", name: "Before Backup", phone: "863-555-0131" });
    for (let day = 0; day < 5; day++) {
      now += 24 * 60 * 60 * 1000;
      expect(await dailyBackup(server.db, backups, 3, now)).not.toBeNull();
      // Twice the same day: one backup.
      expect(await dailyBackup(server.db, backups, 3, now + 60_000)).toBeNull();
    }
    expect(listBackups(backups)).toHaveLength(3);
    await json(`${server.origin}/api/forms/contact`, { lang: "en", name: "After Backup", phone: "863-555-0132" });
    // While the server runs (its process id in DATA_DIR/server.pid), restore refuses.
    writeFileSync(path.join(data, "server.pid"), String(process.pid));
    const refused = restore(data, path.join(backups, listBackups(backups).at(-1)!));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("stop it first");
    await server.stop();
    writeFileSync(path.join(data, "server.pid"), "999999999");
    const restored = restore(data, path.join(backups, listBackups(backups).at(-1)!));
    expect(restored.stdout).toContain("Restored");
    expect(readdirSync(data).some((f) => f.startsWith("requests.db.replaced-"))).toBe(true);
    const store = openStore(data);
    const names = storedRequests(store).map((r) => r.values?.name);
    store.close();
    expect(names).toEqual(["Before Backup"]);
  });

  test("a damaged file is refused and nothing changes", () => {
    const data = dir("data");
    const bad = path.join(dir("bad"), "requests-20261120-030000.db");
    writeFileSync(bad, "not a database");
    const refused = restore(data, bad);
    expect(refused.status).not.toBe(0);
    expect(existsSync(path.join(data, "requests.db"))).toBe(false);
    expect(() => execFileSync(process.execPath, ["scripts/restore.mjs"], { stdio: "pipe" })).toThrow();
  });

  test("a referral's documents are backed up beside the database, once, and a restore brings them back", async () => {
    const data = dir("data");
    const backups = dir("backups");
    const build = await fakeBuild();
    dirs.push(build);
    let now = Date.parse("2026-11-20T03:00:00Z");
    const key = "a".repeat(64);
    const server = await startServer({
      port: 0,
      buildDir: build,
      dataDir: data,
      dataKey: key,
      backupDir: backups,
      clock: () => now,
    });
    const bytes = pdf("backed up");
    const { type, body } = multipart(referral("backup"), [
      { field: "documents", name: "orders.pdf", type: "application/pdf", bytes },
    ]);
    const sent = await send(`${server.origin}/api/forms/referral`, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json" },
      body,
    });
    const id = JSON.parse(sent.text).id as string;
    const [file] = server.store.files(id);
    for (let day = 1; day <= 2; day++) {
      now += 24 * 60 * 60 * 1000;
      await dailyBackup(server.db, backups, 3, now, { files: path.join(data, "files") });
    }
    // Kept once for both backups.
    expect(readdirSync(path.join(backups, "files"))).toEqual([file!.id]);
    // The request is deleted (its document with it), then the backup is restored.
    server.store.remove(id);
    await vi.waitFor(() => expect(existsSync(path.join(data, "files", file!.id))).toBe(false));
    await server.stop();
    const restored = restore(data, path.join(backups, listBackups(backups).at(-1)!));
    expect(restored.stdout).toContain("1 file(s) of requests put back");
    expect(fileStore(data, key).read(file!.id)!.equals(bytes)).toBe(true);
    // Once no kept backup names it, the backed-up file goes too.
    const store = openStore(data);
    store.db.prepare("DELETE FROM requests").run();
    for (let day = 3; day <= 6; day++) {
      now += 24 * 60 * 60 * 1000;
      await dailyBackup(store.db, backups, 3, now, { files: path.join(data, "files") });
    }
    store.close();
    expect(readdirSync(path.join(backups, "files"))).toEqual([]);
  });

  test("the content repository is bundled beside the database's backup; restore brings both back", async () => {
    const data = dir("data");
    const backups = dir("backups");
    const site = path.join(data, "site");
    const offer = path.join(site, "app/content/data/offers/en/referral-credit.yml");
    mkdirSync(path.dirname(offer), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: site,
        encoding: "utf8",
        env: { ...process.env, GIT_AUTHOR_NAME: "Edna Editor", GIT_AUTHOR_EMAIL: "edna@example.org" },
      }).trim();
    git("init", "--quiet", "--initial-branch=main");
    git("config", "user.name", "Site server");
    git("config", "user.email", "server@localhost");
    writeFileSync(offer, "ends: 2027-03-31\n");
    git("add", "--all");
    git("commit", "--quiet", "-m", "Offers: referral credit (en: ends 2027-03-31)");
    const { db } = openDatabase(data);
    const file = await dailyBackup(db, backups, 3, Date.parse("2026-11-20T03:00:00Z"), { site });
    db.close();
    expect(existsSync(siteBundleOf(file!))).toBe(true);
    // A later change, then the restore of the backup before it.
    writeFileSync(offer, "ends: 1907-03-31\n");
    git("commit", "--quiet", "-am", "Offers: a slip");
    const restored = restore(data, file!);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("Restored the site's content");
    expect(readFileSync(offer, "utf8")).toBe("ends: 2027-03-31\n");
    expect(git("log", "-1", "--format=%an|%s")).toBe("Edna Editor|Offers: referral credit (en: ends 2027-03-31)");
    expect(git("remote")).toBe("");
    expect(existsSync(path.join(site, "node_modules"))).toBe(true);
    const replaced = readdirSync(data).find((f) => f.startsWith("site.replaced-"))!;
    expect(readFileSync(path.join(data, replaced, "app/content/data/offers/en/referral-credit.yml"), "utf8")).toContain(
      "1907",
    );
  });
});
