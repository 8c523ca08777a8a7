/**
 * The site's own server (`npm start`, `npm run serve`): the static build, the forms' endpoints,
 * the office inbox, the outbox of office e-mails and the request store's retention, in one
 * process. startServer() is also what the browser tests and the benchmark start.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import { formEndpoint, isFormName } from "./form-endpoint";
import { office } from "./office";
import { officeMail } from "./office-mail";
import { outbox } from "./outbox";
import { pathOf } from "./paths";
import { lineLog } from "./log-lines";
import { rateLimit } from "./rate-limit";
import { sealer } from "./sealing";
import { settingsFromEnv, startupWarnings, type Settings } from "./settings";
import { staticFiles } from "./static-files";
import { openStore } from "./store";

const DAY = 24 * 60 * 60 * 1000;

export interface StartOptions extends Partial<Settings> {
  /** The build: client/ and serve.json. Defaults to the build beside this server. */
  buildDir?: string;
  /** Logs every request (method, path, status, id) and the start-up notes. */
  quiet?: boolean;
  log?: (line: string) => void;
  clock?: () => number;
  retryDelay?: (attempt: number) => number;
  /** Form posts per address per window (default 10 per 10 minutes). */
  formLimit?: { limit: number; windowMs: number };
  /** Wrong passwords per address per window before 429 (default 5 per 15 minutes). */
  loginLimit?: { limit: number; windowMs: number };
  /** Overrides site.notifyWithDetails. */
  notifyWithDetails?: boolean;
}

function defaultBuildDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundled: build/server/index.js; from source (tests): server/index.ts.
  return path.basename(here) === "server" && path.basename(path.dirname(here)) === "build"
    ? path.dirname(here)
    : path.join(here, "..", "build");
}

export async function startServer(options: StartOptions = {}) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings: Settings = { ...settingsFromEnv({}), ...given };
  const clock = options.clock ?? Date.now;
  const stdout = lineLog();
  const log = options.quiet === false ? (options.log ?? stdout.log) : () => {};
  const buildDir = options.buildDir ?? defaultBuildDir();
  let serveConfig: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  try {
    serveConfig = JSON.parse(readFileSync(path.join(buildDir, "serve.json"), "utf8"));
  } catch {
    throw new Error("No build found: run `npm run build` first.");
  }
  const headers = Object.fromEntries(serveConfig.headers[0]!.headers.map((h) => [h.key, h.value]));
  // Paths with headers of their own (the editor's CSP under /admin/): "admin/**" in serve.json.
  const prefixHeaders = serveConfig.headers
    .filter((h) => h.source.endsWith("/**") && h.source !== "assets/**")
    .map((h) => ({
      prefix: `/${h.source.slice(0, -2)}`,
      headers: Object.fromEntries(h.headers.map((x) => [x.key, x.value])),
    }));
  const assetsCacheControl = serveConfig.headers[1]?.headers.find((h) => h.key === "Cache-Control")?.value;
  const clientDir = path.join(buildDir, "client");
  const notFound = (() => {
    try {
      return readFileSync(path.join(clientDir, "404.html"), "utf8");
    } catch {
      return "";
    }
  })();
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(notFound)?.[1] ?? null;

  const seal = sealer(settings.dataKey);
  const store = openStore(path.resolve(settings.dataDir), seal);
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const withDetails = options.notifyWithDetails ?? site.notifyWithDetails;
  const mail = outbox({
    store,
    send: transport
      ? async (request) => {
          await transport.sendMail(officeMail(request, { notifyTo: settings.notifyTo, withDetails }));
        }
      : null,
    retryDelay: options.retryDelay,
    clock,
    log,
  });

  const files = staticFiles({ clientDir, headers, assetsCacheControl, prefixHeaders });
  const forms = formEndpoint({
    store,
    notify: () => void mail.run(),
    limiter: rateLimit(options.formLimit?.limit ?? 10, options.formLimit?.windowMs ?? 10 * 60_000, clock),
    trustProxy: settings.trustProxy,
    clock,
    headers,
    page: { stylesheet },
  });
  const inbox = office({
    password: settings.officePassword,
    store,
    loginLimiter: rateLimit(options.loginLimit?.limit ?? 5, options.loginLimit?.windowMs ?? 15 * 60_000, clock),
    trustProxy: settings.trustProxy,
    clock,
    headers,
    stylesheet,
    smtp: transport !== null,
    encrypted: seal.encrypted,
  });

  // Request ids for the log: unique per process start, cheap per request.
  const idPrefix = `${randomBytes(3).toString("hex")}-`;
  let served = 0;
  const server = createServer(async (req, res) => {
    const id = `${idPrefix}${(++served).toString(36)}`;
    const urlPath = pathOf(req.url);
    let stored: string | undefined;
    res.on("finish", () =>
      log(`${req.method} ${urlPath.slice(0, 200)} ${res.statusCode} ${id}${stored ? ` request ${stored}` : ""}`),
    );
    try {
      const form = /^\/api\/forms\/([^/]*)$/.exec(urlPath);
      const sent = /^(\/es)?\/forms\/([a-z]+)\/sent$/.exec(urlPath);
      const office = urlPath === "/office" || urlPath.startsWith("/office/");
      // The static files send the id with their prepared headers; the other answers get it here.
      if (form || sent || office) res.setHeader("X-Request-Id", id);
      if (form) stored = await forms.handle(req, res, form[1]!);
      else if (sent && isFormName(sent[2]!) && (req.method === "GET" || req.method === "HEAD"))
        forms.sentPage(req, res, sent[2], sent[1] ? "es" : "en");
      else if (office) await inbox.handle(req, res, urlPath);
      else files.handle(req, res, sent ? undefined : id);
    } catch (error) {
      log(`error ${id}: ${(error as Error).name}`);
      if (!res.headersSent) res.writeHead(500, { "X-Request-Id": id, ...headers, "Content-Type": "text/plain" });
      res.end();
    }
  });

  const purge = () => {
    const removed = store.purge(site.requestRetentionDays, clock());
    if (removed) log(`retention: deleted ${removed} request(s) older than ${site.requestRetentionDays} days`);
  };
  purge();
  const daily = setInterval(purge, DAY).unref();
  void mail.run();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  const hostForUrl = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  for (const warning of startupWarnings(settings)) log(`warning: ${warning}`);
  stdout.flush();

  let stopping: Promise<void> | null = null;
  return {
    origin: `http://${hostForUrl}:${port}`,
    store,
    outbox: mail,
    /** Stops taking connections, finishes the requests in flight, then closes the database. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        clearInterval(daily);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await mail.stop();
        transport?.close();
        store.close();
        stdout.flush();
      })();
      return stopping;
    },
  };
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;
