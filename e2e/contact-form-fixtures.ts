/**
 * What the consultation-form tests type and where: a visitor's values (plain and hostile), the
 * fields, opening /contact (optionally pointed at an endpoint), and a test form service on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ConsoleMessage, Page } from "playwright-core";
import { contactForm } from "~/content/contact/contact-form";
import { hydrated, origin, type Tabs, type Visit } from "./harness";

export const words = contactForm.en;

/** What a visitor types; the select values are the options' codes. */
export const typed = {
  name: "Rosa María Díaz",
  phone: "(863) 555-0100",
  email: "rosa@example.org",
  service: "personal-care",
  payment: "medicare",
  bestTime: "morning",
  message: "My mother needs help with bathing three mornings a week. 🌼",
};

export const hostile = {
  ...typed,
  name: `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`,
  message: `${"مرحبا، أمي تحتاج إلى مساعدة 🌼👵🏽 ".repeat(300)}${"x".repeat(10_000)}`.slice(0, 10_000),
};

export const field = {
  name: "#contact-name",
  phone: "#contact-phone",
  email: "#contact-email",
  service: "#contact-service",
  payment: "#contact-payment",
  bestTime: "#contact-best-time",
  message: "#contact-message",
} as const;

export async function fill(page: Page, values: typeof typed) {
  await page.fill(field.name, values.name);
  await page.fill(field.phone, values.phone);
  await page.fill(field.email, values.email);
  await page.selectOption(field.service, values.service);
  await page.selectOption(field.payment, values.payment);
  await page.selectOption(field.bestTime, values.bestTime);
  await page.fill(field.message, values.message);
}

export async function fieldValues(page: Page) {
  const entries = await Promise.all(
    Object.entries(field).map(async ([name, selector]) => [name, await page.inputValue(selector)] as const),
  );
  return Object.fromEntries(entries);
}

export const submit = (page: Page) => page.locator("#request form button[type=submit]");

async function openContact(v: Visit, endpoint?: string) {
  await v.page.goto(origin + "/contact");
  await hydrated(v.page);
  await submit(v.page).waitFor();
  // The built site is in console mode. A configured endpoint is the form's action (the script
  // sends where a native post would go), so the test points the form at its own endpoint.
  if (endpoint)
    await v.page.locator("#request form").evaluate((form, url) => form.setAttribute("action", url), endpoint);
}

/** A form service on 127.0.0.1: answers with `status` (CORS as a real service does), records bodies. */
export class TestEndpoint {
  status = 200;
  /** While set, answers wait until it resolves. */
  hold: Promise<void> | null = null;
  bodies: Record<string, string>[] = [];
  private server: Server = createServer((req, res) => void this.answer(req, res));

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/f/contact`;
  }

  start() {
    return new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: import("node:http").ServerResponse) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
    res.setHeader("Access-Control-Allow-Methods", "POST");
    if (req.method === "OPTIONS") return res.writeHead(204).end();
    let body = "";
    for await (const chunk of req) body += chunk;
    this.bodies.push(JSON.parse(body) as Record<string, string>);
    if (this.hold) await this.hold;
    res.writeHead(this.status, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: this.status < 300 }));
  }
}

/**
 * Runs `steps` on /contact in a warm tab of `tabs` (its form pointed at `endpoint` when one is
 * given), with what console mode logged (the values of each form sent), then gives the tab back.
 */
export async function onContact(
  tabs: Tabs,
  steps: (v: Visit, logged: unknown[]) => Promise<void>,
  endpoint?: string,
): Promise<void> {
  const v = await tabs.take();
  const logged: unknown[] = [];
  const log = async (msg: ConsoleMessage) => {
    if (msg.type() === "info") logged.push(await msg.args()[1]?.jsonValue());
  };
  v.page.on("console", log);
  try {
    await openContact(v, endpoint);
    await steps(v, logged);
  } finally {
    v.page.off("console", log);
    await tabs.give(v);
  }
}
