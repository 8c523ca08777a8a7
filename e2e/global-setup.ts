import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, ensureChromium } from "../scripts/chromium.mjs";
import { startServer } from "../scripts/serve.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
    wsEndpoint: string;
  }
}

/** Starts the static server (as `npm start` does) and one Chromium, shared by every test file. */
export default async function setup(project: TestProject) {
  const server = (await startServer({ port: Number(process.env.E2E_PORT ?? 4310) })) as {
    origin: string;
    stop: () => void;
  };
  let browser: BrowserServer;
  try {
    browser = await chromium.launchServer({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  } catch (error) {
    server.stop();
    throw error;
  }
  project.provide("origin", server.origin);
  project.provide("wsEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    server.stop();
  };
}
