/**
 * The office's side of the browser tests: a page signed in to /office as one of the test server's
 * staff (e2e/global-setup.ts), the two-step code computed from the owner's secret; and the e-mails
 * the office received (the global set-up's SMTP server writes each one to a file of the mail folder).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { totpCode } from "../server/accounts/two-step";
import type { Mail } from "../server/testing/test-smtp";
import { openPage, origin, type Visit } from "./harness";

/**
 * Each person's last code's time step: a step is good once, so their next sign-in takes the next
 * step's code (the server accepts one step ahead, for a slow clock) and waits only when that one
 * is used too.
 */
const lastStep: Partial<Record<"owner" | "intake", number>> = {};

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
      const step = Math.max(Math.floor(Date.now() / 30_000), (lastStep[who] ?? -1) + 1);
      while (step > Math.floor(Date.now() / 30_000) + 1) await page.waitForTimeout(500);
      lastStep[who] = step;
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
