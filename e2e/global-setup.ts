import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, ensureChromium } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/serve.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
    wsEndpoint: string;
    /** The office inbox's password on the test server. */
    officePassword: string;
  }
}

const OFFICE_PASSWORD = "e2e office password";

/**
 * Starts the site's server as `npm start` does (the built one, with a data directory of its own
 * and the inbox on) and one Chromium, shared by every test file.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  const server = (await startServer({
    port: Number(process.env.E2E_PORT ?? 4310),
    dataDir,
    officePassword: OFFICE_PASSWORD,
    // Every test posts from 127.0.0.1: the per-address limit has its own test.
    formLimit: { limit: 10_000, windowMs: 60_000 },
  })) as { origin: string; stop: () => Promise<void> };
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("origin", server.origin);
  project.provide("wsEndpoint", browser.wsEndpoint());
  project.provide("officePassword", OFFICE_PASSWORD);
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
