// @vitest-environment node
/**
 * A newsletter reader leaves by their own link: the newsletter's CSV carries each reader's link;
 * opening it asks first, in the reader's language, without any script; the button removes the
 * reader and the audit trail says so; the link then works no more. A link changed by one
 * character, or made for another reader, changes nothing. The log never holds the token.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningServer } from "../index";
import { makeStaff, signIn } from "../testing/test-office";
import { json, send, startTestServer, type TestServer } from "../testing/test-support";

const now = Date.parse("2026-11-24T15:00:00Z");
let running: TestServer;
let server: RunningServer;
let owner = "";
const logged: string[] = [];
beforeAll(async () => {
  running = await startTestServer({ clock: () => now, quiet: false, log: (line) => logged.push(line) });
  server = running.server;
  owner = await signIn(server, await makeStaff(server, { role: "owner", email: "owner-leave@example.com" }), now);
});
afterAll(async () => {
  await running.close();
});

const signUp = async (lang: "en" | "es", email: string) =>
  (JSON.parse((await json(`${server.origin}/api/forms/newsletter`, { lang, email })).text) as { id: string }).id;

/** The reader's link as the CSV gives it, found by the reader's e-mail. */
async function linkOf(email: string): Promise<string> {
  const csv = (await send(`${server.origin}/office/export.csv?kind=newsletter`, { headers: { Cookie: owner } })).text;
  const line = csv.split("\n").find((l) => l.includes(email))!;
  return /(http:\/\/[^",\s]+\/newsletter\/leave\/[^",\s]+)/.exec(line)![1]!;
}

describe("leaving the newsletter by the reader's link", () => {
  test.each([
    ["en", "Stop sending the newsletter to", "You have left the newsletter"],
    ["es", "¿Dejamos de enviar el boletín a", "Usted dejó el boletín"],
  ] as const)("%s: the CSV's link asks first, then removes the reader, recorded", async (lang, ask, done) => {
    const email = `reader-${lang}@example.com`;
    const id = await signUp(lang, email);
    const link = await linkOf(email);
    expect(link.startsWith(server.publicOrigin)).toBe(true);

    const page = await send(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<html lang="${lang}"`);
    expect(page.text).toContain(`${ask} ${email}`);
    expect(page.text).toContain('<form method="post">');
    expect(server.store.get(id)).not.toBeNull(); // opening the link changes nothing

    const left = await send(link, { method: "POST" });
    expect(left.status).toBe(200);
    expect(left.text).toContain(done);
    expect(server.store.get(id)).toBeNull();
    expect(server.audit.forTarget(id).map((e) => e.action)).toContain("newsletter-left");
    expect((await send(link)).status).toBe(404);
  });

  test("a changed token or another reader's id finds nobody and changes nothing", async () => {
    const a = await signUp("en", "keep-a@example.com");
    const b = await signUp("es", "keep-b@example.com");
    const link = await linkOf("keep-a@example.com");
    const token = link.split("/").at(-1)!;
    const changed = link.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const otherReader = link.replace(a, b);
    for (const bad of [changed, otherReader]) {
      const answer = await send(bad, { method: "POST" });
      expect(answer.status).toBe(404);
      expect(answer.text).toContain("This link does not work");
      expect(answer.text).toContain('lang="es"');
    }
    expect(server.store.get(a)).not.toBeNull();
    expect(server.store.get(b)).not.toBeNull();
    expect(logged.join("\n")).toContain("/newsletter/leave/:id/:token");
    expect(logged.join("\n")).not.toContain(token);
  });
});
