/**
 * The office's side of the browser tests: a page signed in to /office as one of the test server's
 * staff (e2e/global-setup.ts), the two-step code computed from the owner's secret; and the e-mails
 * the office received (the global set-up's SMTP server writes each one to a file of the mail folder).
 */
import { closeSync, openSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { totpCode } from "../server/accounts/two-step";
import type { Mail } from "../server/testing/test-smtp";
import { openPage, origin, type Visit } from "./harness";

/**
 * A two-step code's time step is good once, and the test files run side by side, each signing in
 * as the same people: a step is claimed by creating its file in the run's mail folder (only one
 * file can create it), so no two sign-ins send the same code. The server accepts the step ahead
 * too (for a slow clock); when both are taken, the next one is waited for.
 */
async function claimStep(who: string, wait: (ms: number) => Promise<unknown>): Promise<number> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    for (const step of [now, now + 1])
      try {
        closeSync(openSync(path.join(inject("mailDir"), `two-step-${who}-${step}`), "wx"));
        return step;
      } catch {
        // taken by another sign-in: try the next
      }
    await wait(1000);
  }
}

/** A page signed in to /office (as the intake person unless asked), in a context of its own. */
export async function signedIn(browser: Browser, who: "owner" | "intake" = "intake"): Promise<Visit> {
  const person = inject("officeStaff")[who];
  const visit = await openPage(browser);
  try {
    const { page } = visit;
    await page.goto(`${origin}/office`);
    await page.locator("#email").fill(person.email);
    await page.locator("#password").fill(person.password);
    await page.locator("#password").press("Enter");
    if (person.secret) {
      await page.locator("#code").waitFor();
      const step = await claimStep(who, (ms) => page.waitForTimeout(ms));
      await page.locator("#code").fill(totpCode(person.secret, step * 30_000 + 15_000));
      await page.locator("#code").press("Enter");
    }
    await page.locator('form[action="/office/logout"]').waitFor();
    return visit;
  } catch (error) {
    await visit.context.close();
    throw error;
  }
}

/** Every e-mail the office has received so far. */
export function officeMails(): Mail[] {
  const dir = inject("mailDir");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Mail);
}

/** The id of the one request whose sender matches `query` (a name word or an e-mail), from the queue's search. */
export async function findRequest(visit: Visit, query: string): Promise<string> {
  await visit.page.goto(`${origin}/office?status=all&q=${encodeURIComponent(query)}`);
  const links = visit.page.locator('main ul a[href^="/office/requests/"]');
  if ((await links.count()) !== 1) throw new Error(`${await links.count()} requests match ${query}`);
  return /\/office\/requests\/([0-9a-f-]{36})/.exec((await links.getAttribute("href"))!)![1]!;
}
