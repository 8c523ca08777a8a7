/**
 * The office's side of the browser tests: the inbox (/office) signed in, and the e-mails the office
 * received (e2e/global-setup.ts's SMTP server writes each one to a file of the mail folder).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import type { Mail } from "../server/test-smtp";
import { openPage, origin, type Visit } from "./harness";

/** A page signed in to /office with the test server's password, in a context of its own. */
export async function signedIn(browser: Browser): Promise<Visit> {
  const visit = await openPage(browser);
  try {
    await visit.page.goto(`${origin}/office`);
    await visit.page.getByLabel("Password").fill(inject("officePassword"));
    await visit.page.getByRole("button", { name: "Sign in" }).click();
    await visit.page.getByRole("heading", { name: "Office inbox", level: 1 }).waitFor();
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
