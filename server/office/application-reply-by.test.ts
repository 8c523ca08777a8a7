// @vitest-environment node
/**
 * An application's reply-by: the careers pages promise a call within two business days, so an
 * application sent on a Friday afternoon is due at Tuesday's close, shown in the queue and on its
 * page in both languages, and e-mailed to the owners once it passes unanswered.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningServer } from "../index";
import { json, send, startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { businessDaysReplyBy } from "./reply-by";
import { makeStaff, signIn } from "../testing/test-office";
import { officeWords } from "./words";

// Friday, November 20, 2026, 3:00 PM in Florida.
let now = Date.parse("2026-11-20T20:00:00Z");
let running: TestServer;
let server: RunningServer;
const mails: Mail[] = [];
let owner: string;

beforeAll(async () => {
  running = await startTestServer({ clock: () => now, mails });
  server = running.server;
  owner = await signIn(server, await makeStaff(server, { role: "owner", email: "owner@example.com" }), now);
});
afterAll(() => running.close());

const get = (path: string) => send(`${server.origin}${path}`, { headers: { Cookie: owner } });

describe("an application's call, two business days", () => {
  test("a Friday application is due at Tuesday's close, shown in the queue and on its page, overdue after", async () => {
    const sent = await json(`${server.origin}/api/forms/application`, {
      form: "application",
      lang: "es",
      name: "Quentin Applicant",
      phone: "863-555-0101",
      email: "quentin@example.com",
      position: "registered-nurse",
      license: "rn",
      experience: "3-5",
      availability: "full-time",
      areas: "lakeland",
    });
    const { id } = JSON.parse(sent.text) as { id: string };
    const due = server.store.get(id)!.replyBy;
    expect(due).toBe(businessDaysReplyBy(now));
    // Tuesday, November 24, in Florida: the weekend does not count.
    expect(new Date(due!).toLocaleDateString("en-US", { timeZone: "America/New_York" })).toBe("11/24/2026");

    for (const lang of ["en", "es"] as const) {
      server.users.update(server.users.byEmail("owner@example.com")!.id, { uiLang: lang });
      expect((await get("/office?kind=application")).text).toContain(officeWords[lang].queue.replyBy);
      expect((await get(`/office/requests/${id}`)).text).toContain(officeWords[lang].queue.replyBy);
    }

    // Monday evening: not yet overdue. Wednesday morning: the owners are told once.
    now = Date.parse("2026-11-23T23:30:00Z");
    expect(await server.overdue.check()).toBe(0);
    now = Date.parse("2026-11-25T14:00:00Z");
    const before = mails.length;
    expect(await server.overdue.check()).toBe(1);
    await expect.poll(() => mails.slice(before).filter((m) => m.raw.includes("Job application")).length).toBe(1);
    expect(
      mails
        .slice(before)
        .map((m) => m.raw)
        .join(""),
    ).not.toContain("Quentin");
  }, 120_000);
});
