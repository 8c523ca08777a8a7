// @vitest-environment node
/**
 * Removing a newsletter reader: an owner's newsletter page links each reader to the delete that
 * asks first; removing is recorded; intake sees no such link and may not remove. Both languages.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RunningServer } from "../index";
import { json, send, startTestServer, type TestServer } from "../testing/test-support";
import { makeStaff, postWithCsrf, signIn } from "../testing/test-office";
import { officeWords } from "./words";

const now = Date.parse("2026-11-24T15:00:00Z");
let running: TestServer;
let server: RunningServer;
beforeAll(async () => {
  running = await startTestServer({ clock: () => now });
  server = running.server;
});
afterAll(async () => {
  await running.close();
});

const get = (path: string, cookie: string) => send(`${server.origin}${path}`, { headers: { Cookie: cookie } });

describe("removing a newsletter reader", () => {
  test.each(["en", "es"] as const)(
    "an owner removes one, after confirming, recorded (%s); intake cannot",
    async (lang) => {
      const ownerStaff = await makeStaff(server, { role: "owner", email: `owner-${lang}@example.com` });
      server.users.update(ownerStaff.id, { uiLang: lang });
      const owner = await signIn(server, ownerStaff, now);
      const intakeStaff = await makeStaff(server, { role: "intake", email: `intake-${lang}@example.com` });
      const intake = await signIn(server, intakeStaff, now);
      const email = `leaving-${lang}@example.com`;
      const { id } = JSON.parse((await json(`${server.origin}/api/forms/newsletter`, { lang, email })).text) as {
        id: string;
      };
      const w = officeWords[lang];
      const page = await get("/office/newsletter", owner);
      const link = `/office/requests/${id}/delete?back=${encodeURIComponent("/office/newsletter")}`;
      expect(page.text).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
      expect(page.text).toContain(w.newsletter.remove(email));
      expect((await get("/office/newsletter", intake)).text).not.toContain("/delete?");
      expect((await get(link, intake)).status).toBe(403);

      const ask = await get(link, owner);
      expect(ask.text).toContain(w.request.deleteTitle);
      expect(server.store.get(id)).not.toBeNull();
      const removed = await postWithCsrf(server, owner, link, {}, link);
      expect(removed.status).toBe(303);
      expect(server.store.get(id)).toBeNull();
      expect((await get(removed.headers.location as string, owner)).text).toContain(w.newsletter.removed);
      expect(server.audit.forTarget(id).map((e) => e.action)).toContain("request-deleted");
    },
    120_000,
  );
});
