import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import type { RunningServer } from "../server/index";
import { CHROMIUM_ARGS, ensureChromium } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/serve.mjs";
import { hashPassword } from "../server/accounts/passwords";
import { newTotpSecret } from "../server/accounts/two-step";
import { smtpServer } from "../server/testing/test-smtp";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
    wsEndpoint: string;
    /** The test server's staff: an owner and an intake person, each with a password and two-step sign-in (its secret). */
    officeStaff: Record<"owner" | "intake", { email: string; name: string; password: string; secret: string | null }>;
    /** The test server's DATA_DIR (the office's command line works on it). */
    dataDir: string;
    /** Where the office's e-mails land: one JSON file ({ to, raw }) per message (e2e/office.ts reads them). */
    mailDir: string;
  }
}

const STAFF = {
  owner: {
    email: "owner@e2e.example",
    name: "Olga Owner",
    password: "e2e owner orange grove",
    secret: newTotpSecret(),
  },
  intake: {
    email: "intake@e2e.example",
    name: "Inés Intake",
    password: "e2e intake heron lake",
    secret: newTotpSecret(),
  },
};

/**
 * Starts the site's server as `npm start` does (the built one, with a data directory of its own,
 * two staff accounts and a real SMTP server for the office's e-mails) and one Chromium, shared by every
 * test file.
 */
export default async function setup(project: TestProject) {
  // The build served must be the kind the tests expect (STOCK_OUTPUT=1: React Router's own scripts).
  const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : undefined;
  const home = readFileSync(path.join(buildDir ?? "build", "client/index.html"), "utf8");
  const stock = home.includes("<script>window.__reactRouterContext = ");
  if (stock !== (process.env.STOCK_OUTPUT === "1"))
    throw new Error(
      `${buildDir ?? "build"} is ${stock ? "a STOCK_OUTPUT=1 build" : "the site's own build"}, but STOCK_OUTPUT is ${process.env.STOCK_OUTPUT ?? "unset"}: build again (npm run build, or npm run test:stock)`,
    );
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  const mailDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  let received = 0;
  const smtp = await smtpServer(0, (mail) => {
    // Written whole, then renamed: a test reading the folder never sees half a message.
    const file = path.join(mailDir, `${++received}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(mail));
    renameSync(`${file}.part`, file);
  });
  const server = (await startServer({
    // E2E_PORT, or a free port: runs side by side (the stock-output check beside the browser suite) never collide.
    port: Number(process.env.E2E_PORT ?? 0),
    // BUILD_DIR: the pages of another build (the stock-output one), served by this build's server.
    buildDir,
    dataDir,
    smtpUrl: smtp.url,
    // Every test posts from 127.0.0.1: the per-address limit has its own test.
    formLimit: { limit: 10_000, windowMs: 60_000 },
  })) as unknown as RunningServer;
  for (const [role, person] of Object.entries(STAFF) as [keyof typeof STAFF, (typeof STAFF)[keyof typeof STAFF]][]) {
    const user = server.users.add(
      { email: person.email, name: person.name, role, languages: ["en", "es"] },
      Date.now(),
    );
    server.users.setPassword(user.id, await hashPassword(person.password));
    if (person.secret) server.users.setTotp(user.id, person.secret, []);
  }
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  } catch (error) {
    await server.stop();
    await smtp.close();
    throw error;
  }
  project.provide("origin", server.origin);
  project.provide("wsEndpoint", browser.wsEndpoint());
  project.provide("officeStaff", STAFF);
  project.provide("mailDir", mailDir);
  project.provide("dataDir", dataDir);
  return async () => {
    await browser.close();
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
