// @vitest-environment node
/**
 * Working the intake, against the real server and a real SQLite file with DATA_KEY set: the
 * queue's filters, pages and search (which work on encrypted requests), one request taken from
 * "new" to "assessment scheduled" with a note, every step in the audit trail with its author, an
 * altered audit entry found, the reply-by promise e-mailed to the owners once when it passes,
 * the CSV in words, and delete that asks first.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contactForm } from "~/content/contact/contact-form";
import { runOfficeCommand } from "../cli";
import type { RunningServer } from "../index";
import { formPost, json, send, startTestServer, type Mail, type TestServer } from "../testing/test-support";
import { makeStaff, postWithCsrf, signIn, type Staff } from "../testing/test-office";
import { statusGroups } from "./queue";
import { officeWords } from "./words";

const KEY = "c".repeat(64);
// A Tuesday, 10:00 in Florida: the promise is 12:00 the same day.
let now = Date.parse("2026-11-24T15:00:00Z");
const clock = () => now;
let running: TestServer;
let server: RunningServer;
const mails: Mail[] = [];
let owner: string;
let intake: string;
let ownerStaff: Staff;
const en = officeWords.en;

const get = (path: string, cookie: string) => send(`${server.origin}${path}`, { headers: { Cookie: cookie } });
const contact = (values: Record<string, string>) =>
  json(`${server.origin}/api/forms/contact`, { lang: "en", ...values });

beforeAll(async () => {
  running = await startTestServer({ clock, dataKey: KEY, mails });
  server = running.server;
  ownerStaff = await makeStaff(server, { role: "owner", email: "owner@example.com", name: "Olga Owner" });
  owner = await signIn(server, ownerStaff, now);
  intake = await signIn(
    server,
    await makeStaff(server, {
      role: "intake",
      email: "ines@example.com",
      name: "Inés Intake",
      languages: ["en", "es"],
    }),
    now,
  );
});
afterAll(() => running.close());

describe("the queue", () => {
  test("50 to a page, due first, with filters and a search by name, phone or e-mail on encrypted requests", async () => {
    for (let i = 0; i < 60; i++) {
      await contact({ name: `Pat Person${i}`, phone: `(863) 555-${String(1000 + i)}`, email: `pat${i}@example.com` });
      // Seconds apart: the sessions stay within their 15 idle minutes.
      now += 10_000;
    }
    const first = await get("/office?kind=contact", intake);
    expect(first.text).toContain("1–50 of 60");
    // Compressed for a browser that takes it.
    const compressed = await send(`${server.origin}/office?kind=contact`, {
      headers: { Cookie: intake, "Accept-Encoding": "gzip, br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.body.length).toBeLessThan(first.body.length / 3);
    // Due first: the oldest consultation leads.
    expect(first.text.indexOf("Pat Person0<")).toBeLessThan(first.text.indexOf("Pat Person1<"));
    const second = await get("/office?kind=contact&page=2", intake);
    expect(second.text).toContain("51–60 of 60");
    // Search: a name word, its beginning, a phone in another form, an e-mail.
    for (const q of ["person7", "Pers", "863-555-1007", "5551007", "PAT7@example.com"]) {
      const found = await get(`/office?status=all&q=${encodeURIComponent(q)}`, intake);
      expect(found.text, q).toContain("Pat Person7<");
    }
    expect((await get("/office?q=nobody", intake)).text).toContain(en.queue.none);
    // Nothing the family typed is in the database's files in clear.
    const row = server.db.prepare("SELECT sealed FROM requests LIMIT 1").get() as { sealed: string };
    expect(row.sealed).toMatch(/^gcm:/);
    expect(JSON.stringify(server.db.prepare("SELECT * FROM search_terms LIMIT 20").all())).not.toMatch(/person|pat/i);
  });

  test("the status filter offers each status under the kinds that have it: a job's apart from a family's", async () => {
    expect(statusGroups(["contact", "referral", "application"])).toEqual([
      { kinds: ["contact", "referral", "application"], statuses: ["new", "contacted"] },
      { kinds: ["contact"], statuses: ["assessment-scheduled", "not-a-fit"] },
      { kinds: ["contact", "referral"], statuses: ["started-care", "closed"] },
      { kinds: ["referral"], statuses: ["accepted", "not-accepted"] },
      { kinds: ["application"], statuses: ["interview", "hired", "not-hired"] },
    ]);
    const html = (await get("/office", intake)).text;
    const select = /<select id="status"[\s\S]*?<\/select>/.exec(html)![0];
    const group = (label: string) => new RegExp(`<optgroup label="${label}">([\\s\\S]*?)</optgroup>`).exec(select)?.[1];
    expect(group(en.queue.anyKind)).toContain(`value="contacted"`);
    expect(group(en.kinds.application)).toContain(`value="interview"`);
    expect(group(en.kinds.application)).not.toContain("assessment-scheduled");
    expect(group(`${en.kinds.contact} · ${en.kinds.referral}`)).toContain(`value="started-care"`);
    // Each status once.
    expect(select.match(/value="new"/g)).toHaveLength(1);
  });

  test("an intake person takes a Spanish request sent without JavaScript to assessment scheduled, with a note", async () => {
    const words = contactForm.es;
    const posted = await formPost(
      `${server.origin}/api/forms/contact`,
      { lang: "es", name: "Rosa Martínez", phone: "(863) 555-0177" },
      { Referer: `${server.origin}/es/contact` },
    );
    expect(posted.status).toBe(303);
    expect(words.submit).toBeTruthy();
    const list = await get("/office?lang=es", intake);
    const id = /href="\/office\/requests\/([0-9a-f-]{36})\?back=[^"]*">Rosa Martínez</.exec(list.text)![1]!;
    const back = "/office?lang=es";
    const page = await get(`/office/requests/${id}?back=${encodeURIComponent(back)}`, intake);
    expect(page.text).toContain('href="tel:+18635550177"');
    // Call only, said once, right after the call button (not again among what they sent).
    expect(page.text.split(en.request.textNo)).toHaveLength(2);
    expect(page.text.indexOf(en.request.textNo)).toBeLessThan(page.text.indexOf(en.request.details));
    expect(page.text).not.toContain(contactForm.en.textConsent.label);
    expect(page.text).toContain(`${en.request.back}</a>`);
    // Staff who speak Spanish are offered first.
    expect(page.text).toMatch(/<option value="[^"]+">Inés Intake \(speaks Spanish\)<\/option>/);
    const from = `/office/requests/${id}`;
    const status = await postWithCsrf(
      server,
      intake,
      `${from}/status?back=${encodeURIComponent(back)}`,
      { status: "assessment-scheduled" },
      from,
    );
    expect(status.status).toBe(303);
    // Back on the same request, saying what was saved, with the focus on those words.
    expect(status.headers.location).toBe(`${from}?back=${encodeURIComponent(back)}&saved=status`);
    // Coming back after a change is the same visit: no second "opened" in its history.
    const views = () => server.audit.forTarget(id).filter((e) => e.action === "request-viewed").length;
    const viewed = views();
    const saved = await get(status.headers.location as string, intake);
    expect(views()).toBe(viewed);
    expect(saved.text).toMatch(
      new RegExp(`<p role="status" tabindex="-1" autofocus[^>]*>${en.request.saved.status}</p>`),
    );
    const ines = server.users.byEmail("ines@example.com")!;
    await postWithCsrf(server, intake, `${from}/assign`, { assignee: ines.id }, from);
    await postWithCsrf(server, intake, `${from}/note`, { note: "Llamé a la hija; evaluación el jueves." }, from);
    const after = await get(`${from}?saved=note`, intake);
    expect(after.text).toContain(en.request.saved.note);
    expect(after.text).toContain("Llamé a la hija");
    expect(after.text).toContain('<option value="assessment-scheduled" selected="">');
    // The note is sealed with DATA_KEY like the request.
    expect(JSON.stringify(server.db.prepare("SELECT sealed FROM notes").all())).not.toContain("hija");
    // The owner sees each step with its author in the audit trail.
    const trail = await get(`/office/audit?target=${id}`, owner);
    for (const action of ["request-received", "request-viewed", "request-status", "request-assigned", "request-note"])
      expect(trail.text, action).toContain(en.actions[action]!);
    expect(trail.text).toContain("Inés Intake &lt;ines@example.com&gt;");
    expect(trail.text).not.toContain("hija");
    // The request by its kind and when it came, a link to it; never the family's name.
    expect(trail.text).toMatch(
      new RegExp(`<a class="underline" href="/office/requests/${id}">${en.kinds.contact} · [^<]*2026[^<]*</a>`),
    );
    expect(trail.text).not.toContain("Rosa");
  });

  test("the CSV has labels, Florida times and the last step; the export is recorded with its rows", async () => {
    const response = await get("/office/export.csv?status=all&lang=es", intake);
    expect(response.headers["content-disposition"]).toMatch(/attachment/);
    expect(response.text).toContain("Rosa Martínez");
    expect(response.text).toContain(en.statuses["assessment-scheduled"]);
    expect(response.text).toMatch(/Nov 24, 2026, \d+:\d\d [AP]M/);
    expect(response.text).toContain("added a note (Inés Intake");
    const exported = server.audit.list({ action: "requests-exported" }).entries[0]!;
    expect(exported.detail).toMatch(/^1 rows: [0-9a-f-]{36}$/);
  });

  test("the notes go in the CSV only when ticked, and the trail says so; times in ISO 8601 with their offset", async () => {
    const queue = await get("/office", intake);
    expect(queue.text).toMatch(/formaction="\/office\/export\.csv"/i); // React writes formAction
    expect(queue.text).toContain(`name="notes" value="1"`);
    expect(queue.text).toContain(en.queue.exportNotes);
    const plain = await get("/office/export.csv?status=all&lang=es", intake);
    expect(plain.text).not.toContain("Llamé a la hija");
    expect(plain.text).toMatch(/"2026-11-24T\d\d:\d\d:\d\d-05:00"/);
    const withNotes = await get("/office/export.csv?status=all&lang=es&notes=1", intake);
    expect(withNotes.text).toContain("Inés Intake");
    expect(withNotes.text).toContain("Llamé a la hija; evaluación el jueves.");
    const details = server.audit.list({ action: "requests-exported" }).entries.map((e) => e.detail);
    expect(details.filter((d) => /^1 rows with their notes: [0-9a-f-]{36}$/.test(d))).toHaveLength(1);
  });

  test("delete asks first, and is recorded", async () => {
    await contact({ name: "Delete Me", phone: "863-555-0199" });
    const id = /href="\/office\/requests\/([0-9a-f-]{36})\?back=[^"]*">Delete Me</.exec(
      (await get("/office?q=delete", owner)).text,
    )![1]!;
    expect((await get(`/office/requests/${id}/delete`, intake)).status).toBe(403);
    const ask = await get(`/office/requests/${id}/delete`, owner);
    expect(ask.text).toContain(en.request.deleteTitle);
    expect(server.store.get(id)).not.toBeNull();
    const deleted = await postWithCsrf(
      server,
      owner,
      `/office/requests/${id}/delete?back=${encodeURIComponent("/office?q=delete")}`,
      {},
      `/office/requests/${id}/delete`,
    );
    expect(server.store.get(id)).toBeNull();
    expect(deleted.headers.location).toBe("/office?q=delete&done=deleted");
    const queue = await get(deleted.headers.location as string, owner);
    expect(queue.text).toContain(en.request.deleted);
    // Said once: the page's own links do not carry it.
    expect(queue.text).not.toContain("done=deleted");
    expect(server.audit.forTarget(id).map((e) => e.action)).toContain("request-deleted");
    // The trail still names it, by the start of its id, and says it is gone: no link to a missing page.
    const trail = (await get(`/office/audit?target=${id}`, owner)).text;
    expect(trail).toContain(en.audit.gone(id.slice(0, 8)));
    expect(trail).not.toContain(`href="/office/requests/${id}"`);
  });
});

describe("the promise and the trail", () => {
  test("a consultation left unanswered past its reply-by time e-mails the owners once, with no family details", async () => {
    await contact({ name: "Waiting Family", phone: "863-555-0142" });
    now += 3 * 60 * 60_000;
    const before = mails.length;
    expect(await server.overdue.check()).toBeGreaterThan(0);
    expect(await server.overdue.check()).toBe(0);
    const overdue = () => mails.slice(before).filter((m) => m.raw.includes("Reply overdue"));
    await expect.poll(() => overdue().length).toBe(1);
    expect(overdue()[0]!.to).toEqual(["owner@example.com"]);
    expect(overdue()[0]!.raw).not.toContain("Waiting Family");
    expect(overdue()[0]!.raw).toContain("/office/requests/");
  });

  test("an altered audit entry is found, by the command line and on the audit page", async () => {
    // The chain is keyed from DATA_KEY: the command line needs it too.
    expect(runOfficeCommand(["verify-audit"], { DATA_DIR: running.data }).out).toContain("DATA_KEY");
    expect(runOfficeCommand(["verify-audit"], { DATA_DIR: running.data, DATA_KEY: KEY }).code).toBe(0);
    // Hours went by in the test before: sign in again (the code of a later time step).
    now += 60_000;
    owner = await signIn(server, ownerStaff, now);
    server.db.prepare("UPDATE audit SET detail = 'nothing happened' WHERE seq = 3").run();
    const check = runOfficeCommand(["verify-audit"], { DATA_DIR: running.data, DATA_KEY: KEY });
    expect(check.code).toBe(1);
    expect(check.out).toContain("entry 3");
    expect((await get("/office/audit", owner)).text).toContain(en.audit.broken(3));
    expect((await get("/office", owner)).text).toContain(en.queue.auditBroken);
  });
});
