/**
 * The built server as `npm run serve` runs it, in a process of its own: a request answered
 * "sent" survives kill -9, and so does a staff member's session (made with `npm run office`'s
 * bundle); killed in the middle of a referral's upload, it leaves nothing half-stored (the
 * referral answered before it is whole, its document byte for byte); SIGTERM lets a request in
 * flight finish, then closes the database.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, test, vi } from "vitest";
import { totpCode } from "../server/accounts/two-step";
import { multipart, pdf, referral } from "../server/testing/test-files";
import { freePort } from "./temp-project";
import { slack } from "./machine-load";

// A port of its own, free when the file starts.
const PORT = await freePort();
const origin = `http://127.0.0.1:${PORT}`;
const entry = path.resolve("build/server/index.js");
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(dataDir: string) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await vi.waitFor(() => expect(output).toContain("The site is running at"), { timeout: slack(20_000), interval: 50 });
  // The same Node as the tests (in CI the one .ci/run installed), named in the start-up log.
  expect(output).toContain(`node ${process.version}`);
  return { child, exited, output: () => output };
}

const contact = { form: "contact", lang: "es", name: "Durable Doris", phone: "863-555-0140" };

const stored = (dataDir: string) => {
  const db = new Database(path.join(dataDir, "requests.db"), { readonly: true });
  try {
    return db.prepare("SELECT id, form, lang FROM requests").all() as { id: string; form: string; lang: string }[];
  } finally {
    db.close();
  }
};

describe("the server process", () => {
  test(
    "a first start makes the content repository from the release: no release to merge, node_modules linked, never committed",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "first-start-"));
      dirs.push(dataDir);
      const server = await serve(dataDir);
      await vi.waitFor(
        () => expect(server.output()).toContain("content: the office's content has this release's code"),
        {
          timeout: slack(60_000),
          interval: 100,
        },
      );
      const site = path.join(dataDir, "site");
      const git = (...args: string[]) => execFileSync("git", args, { cwd: site, encoding: "utf8" }).trim();
      expect(server.output()).toContain("content: the site's source is now a git repository");
      expect(lstatSync(path.join(site, "node_modules")).isSymbolicLink()).toBe(true);
      expect(git("ls-files", "node_modules")).toBe("");
      expect(git("rev-list", "--count", "release")).toBe("1");
      expect(server.output()).not.toContain("a new release");
      expect(server.output()).not.toContain("failed");
    },
    slack(90_000),
  );

  test("kill -9 right after 'sent': the request, and the staff member's session, are there after a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "kill-data-"));
    dirs.push(dataDir);
    const first = await serve(dataDir);
    // A colleague made on the command line, signed in through the one-time link.
    const made = execFileSync(
      process.execPath,
      [
        path.resolve("build/server/office.js"),
        "add-user",
        "--role",
        "intake",
        "--email",
        "kim@example.org",
        "--name",
        "Kim",
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: origin },
        encoding: "utf8",
      },
    );
    const link = /http:\S+\/office\/welcome\/\S+/.exec(made)![0];
    const chosen = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: "process test password", confirm: "process test password" }),
      redirect: "manual",
    });
    // Intake sets up two-step sign-in before any office page.
    const asked = chosen.headers.get("set-cookie")!.split(";")[0]!;
    const enrol = await (await fetch(`${origin}/office/enrol`, { headers: { Cookie: asked } })).text();
    const secret = /data-secret="([A-Z2-7]+)"/.exec(enrol)![1]!;
    const enrolled = await fetch(`${origin}/office/enrol`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: asked },
      body: new URLSearchParams({
        csrf: /name="csrf" value="([^"]+)"/.exec(enrol)![1]!,
        secret,
        code: totpCode(secret, Date.now()),
      }),
    });
    const cookie = enrolled.headers.get("set-cookie")!.split(";")[0]!;
    const response = await fetch(`${origin}/api/forms/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(contact),
    });
    const { id } = (await response.json()) as { id: string };
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();

    await serve(dataDir);
    const csv = await (await fetch(`${origin}/office/export.csv`, { headers: { Cookie: cookie } })).text();
    expect(csv).toContain(id);
    expect(csv).toContain(contact.name);
  });

  test("kill -9 in the middle of a referral's upload: after a restart nothing of it is stored; the referral sent before is whole", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "upload-kill-data-"));
    dirs.push(dataDir);
    const first = await serve(dataDir);
    const document = pdf("kept whole", 200_000);
    const done = multipart(referral("kept"), [
      { field: "documents", name: "orders.pdf", type: "application/pdf", bytes: document },
    ]);
    const sent = await fetch(`${origin}/api/forms/referral`, {
      method: "POST",
      headers: { "Content-Type": done.type, Accept: "application/json" },
      body: done.body,
    });
    const { id } = (await sent.json()) as { id: string };

    // A second referral, 4 MB of documents, cut off after 2 MB: its document is arriving when the process dies.
    const cut = multipart(referral("cut"), [
      { field: "documents", name: "big.pdf", type: "application/pdf", bytes: pdf("cut", 4 * 1024 * 1024) },
    ]);
    const socket = connect(PORT, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      `POST /api/forms/referral HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: ${cut.type}\r\nContent-Length: ${cut.body.length}\r\n\r\n`,
    );
    socket.write(cut.body.subarray(0, 2 * 1024 * 1024));
    const incoming = path.join(dataDir, "files", "incoming");
    await vi.waitFor(() => expect(readdirSync(incoming)).toHaveLength(1), { interval: 20 });
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    socket.destroy();

    const second = await serve(dataDir);
    expect(second.output()).toContain("files: removed 1 incomplete upload(s)");
    expect(stored(dataDir).map((r) => r.id)).toEqual([id]);
    expect(readdirSync(incoming)).toEqual([]);
    const db = new Database(path.join(dataDir, "requests.db"), { readonly: true });
    const files = db.prepare("SELECT id FROM files").all() as { id: string }[];
    db.close();
    expect(readdirSync(path.join(dataDir, "files")).sort()).toEqual([...files.map((f) => f.id), "incoming"].sort());
    // Without DATA_KEY a file is kept as sent after its 4-byte mark.
    expect(
      readFileSync(path.join(dataDir, "files", files[0]!.id))
        .subarray(4)
        .equals(document),
    ).toBe(true);
  });

  test("SIGTERM: a request in flight is finished and kept, then the database is closed and the process exits 0", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "term-data-"));
    dirs.push(dataDir);
    const server = await serve(dataDir);
    const body = JSON.stringify(contact);
    const socket = connect(PORT, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(
      `POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    // The server has read the request's head: it is now in flight.
    await vi.waitFor(() => expect(received).toContain("100 Continue"), { interval: 20 });
    server.child.kill("SIGTERM");
    await vi.waitFor(() => expect(server.output()).toContain("SIGTERM"), { interval: 20 });
    socket.end(body);
    await closed;
    expect(received).toMatch(/HTTP\/1\.1 200 OK/);
    const id = (/"id":"([^"]+)"/.exec(received) ?? [])[1];
    expect(await server.exited).toBe(0);
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(path.join(dataDir, "requests.db-wal"))).toBe(false);
    expect(stored(dataDir).map((r) => r.id)).toEqual([id]);
  });
});
