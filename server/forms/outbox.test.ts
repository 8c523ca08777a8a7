// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { startServer } from "..";
import { defaultRetryDelay, RETRY_DELAYS_MS } from "./outbox";
import { fakeBuild, json, removeDir, smtpServer, tempDir } from "../testing/test-support";

const SMTP_PORT = 4321;
const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
const request = { form: "contact", lang: "en", name: "Olga Outbox", phone: "863-555-0102" };

let build: string;
beforeAll(async () => {
  build = await fakeBuild();
});
afterAll(() => removeDir(build));

const outboxRow = (server: Awaited<ReturnType<typeof startServer>>, id: string) =>
  server.store.db.prepare("SELECT attempts, next_at, sent_at FROM outbox WHERE request_id = ?").get(id) as {
    attempts: number;
    next_at: number;
    sent_at: number | null;
  };

describe("the retry schedule", () => {
  test("first retry within 30 seconds, then backing off to hourly", () => {
    expect(defaultRetryDelay(1)).toBeLessThanOrEqual(30_000);
    for (let n = 2; n <= RETRY_DELAYS_MS.length + 3; n++)
      expect(defaultRetryDelay(n)).toBeGreaterThanOrEqual(defaultRetryDelay(n - 1));
    expect(defaultRetryDelay(100)).toBe(60 * 60_000);
  });

  test("a failed e-mail is rescheduled by the schedule, from the server's clock", async () => {
    const data = tempDir("data");
    let now = Date.parse("2026-03-01T12:00:00Z");
    const server = await startServer({ port: 0, buildDir: build, dataDir: data, smtpUrl: SMTP_URL, clock: () => now });
    try {
      const { id } = JSON.parse((await json(`${server.origin}/api/forms/contact`, request)).text) as { id: string };
      await vi.waitFor(() => expect(outboxRow(server, id).attempts).toBe(1), { timeout: 10_000 });
      expect(outboxRow(server, id).next_at).toBe(now + defaultRetryDelay(1));
      now += defaultRetryDelay(1);
      await server.outbox.run();
      expect(outboxRow(server, id)).toMatchObject({ attempts: 2, next_at: now + defaultRetryDelay(2), sent_at: null });
    } finally {
      await server.stop();
      removeDir(data);
    }
  });
});

describe("SMTP down", () => {
  test("the request is kept and the visitor told so; the e-mail goes once SMTP is back", async () => {
    const data = tempDir("data");
    const server = await startServer({
      port: 0,
      buildDir: build,
      dataDir: data,
      smtpUrl: SMTP_URL,
      retryDelay: () => 100,
    });
    const smtp = { current: null as Awaited<ReturnType<typeof smtpServer>> | null };
    try {
      const response = await json(`${server.origin}/api/forms/contact`, request);
      expect(response.status).toBe(200);
      const { id } = JSON.parse(response.text) as { id: string };
      expect(server.store.get(id)).toMatchObject({ notice: "pending" });
      await vi.waitFor(() => expect(outboxRow(server, id).attempts).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
      expect(server.store.pendingCount()).toBe(1);

      smtp.current = await smtpServer(SMTP_PORT);
      await vi.waitFor(() => expect(server.store.get(id)!.notice).toBe("sent"), { timeout: 15_000 });
      expect(smtp.current.mails).toHaveLength(1);
      expect(smtp.current.mails[0]!.raw).toContain(`/office/requests/${id}`);
      expect(server.store.pendingCount()).toBe(0);
    } finally {
      await server.stop();
      await smtp.current?.close();
      removeDir(data);
    }
  });

  test("a pending e-mail survives a restart and goes from the next server", async () => {
    const data = tempDir("data");
    const first = await startServer({ port: 0, buildDir: build, dataDir: data, smtpUrl: SMTP_URL });
    const { id } = JSON.parse((await json(`${first.origin}/api/forms/contact`, request)).text) as { id: string };
    await vi.waitFor(() => expect(outboxRow(first, id).attempts).toBe(1), { timeout: 10_000 });
    await first.stop();

    const smtp = await smtpServer(SMTP_PORT);
    // The next server's clock is past the retry time (no waiting for the real schedule).
    const later = Date.now() + defaultRetryDelay(1);
    const second = await startServer({
      port: 0,
      buildDir: build,
      dataDir: data,
      smtpUrl: SMTP_URL,
      clock: () => later,
    });
    try {
      await vi.waitFor(() => expect(second.store.get(id)!.notice).toBe("sent"), { timeout: 15_000 });
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await second.stop();
      await smtp.close();
      removeDir(data);
    }
  });

  test("without SMTP_URL the request is kept and its e-mail waits", async () => {
    const data = tempDir("data");
    const server = await startServer({ port: 0, buildDir: build, dataDir: data });
    try {
      const { id } = JSON.parse((await json(`${server.origin}/api/forms/contact`, request)).text) as { id: string };
      expect(server.store.get(id)).toMatchObject({ notice: "pending", values: { name: request.name } });
      expect(server.store.pendingCount()).toBe(1);
    } finally {
      await server.stop();
      removeDir(data);
    }
  });
});
