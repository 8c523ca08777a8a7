/**
 * The site's own server (`npm start`, `npm run serve`), in one process: the static build, the
 * forms' endpoints, the office (staff accounts, the requests' queue, the audit trail), the outbox
 * of office e-mails, the watch on the reply-by promise, retention and the daily backup. The
 * database opens (and migrates) first. startServer() is also what the browser tests and the
 * benchmark start.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import { formEndpoint, isFormName } from "./form-endpoint";
import { fileStore } from "./files/file-store";
import { auditKey, auditTrail } from "./accounts/audit";
import { linkStore } from "./accounts/links";
import { policyStore } from "./accounts/policy";
import { sessionStore } from "./accounts/sessions";
import { userStore } from "./accounts/users";
import { auditWatch } from "./accounts/audit-watch";
import { dailyBackup, latestAuditAnchor } from "./db/backups";
import { openDatabase } from "./db/database";
import { searchKey } from "./db/search-terms";
import { DEFAULT_LOCKOUT, signInThrottle } from "./accounts/throttle";
import { requestStore } from "./db/requests";
import { office } from "./office";
import { overdueWatch } from "./office/overdue";
import { replyByFor } from "./office/reply-by";
import type { StaffMail } from "./office/staff-mail";
import { officeMail } from "./office-mail";
import { outbox } from "./outbox";
import { pathOf } from "./paths";
import { lineLog } from "./log-lines";
import { rateLimit } from "./rate-limit";
import { sealer } from "./sealing";
import { settingsFromEnv, startupWarnings, type Settings } from "./settings";
import { staticFiles } from "./static-files";
import { editorApi } from "./editor/api";
import { liveBuild, publisher, reactRouterBuild, type BuildCommand } from "./editor/publisher";
import { contentRepo } from "./editor/repo";

const HOUR = 60 * 60 * 1000;

export interface StartOptions extends Partial<Settings> {
  /** The build: client/ and serve.json. Defaults to the build beside this server. */
  buildDir?: string;
  /** Logs every request (method, path, status, id) and the start-up notes. */
  quiet?: boolean;
  log?: (line: string) => void;
  clock?: () => number;
  retryDelay?: (attempt: number) => number;
  /** Form posts per address per window (default 60 per 10 minutes: a hospital's network is one address). */
  formLimit?: { limit: number; windowMs: number };
  /** Of those, posts that may carry files (multipart) per address per window (default 30 an hour). */
  uploadLimit?: { limit: number; windowMs: number };
  /** Failed sign-ins per address per window before 429 (default 50 per 15 minutes). */
  loginLimit?: { limit: number; windowMs: number };
  /** Wrong tries from one address before it is paused for that e-mail (default 10), the first pause (15 minutes), the slow-down step (1 s). */
  lockout?: { after: number; minutes: number; delayMs: number };
  /** How the slow-down waits (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  /** How often the reply-by watch runs (default every minute). */
  overdueEveryMs?: number;
  /** Overrides site.notifyWithDetails. */
  notifyWithDetails?: boolean;
  /** The editor's backend: where the release's source is, and how a publish builds (tests pass a fake). */
  editor?: { enabled?: boolean; releaseDir?: string; build?: BuildCommand };
}

function defaultBuildDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundled: build/server/index.js; from source (tests): server/index.ts.
  return path.basename(here) === "server" && path.basename(path.dirname(here)) === "build"
    ? path.dirname(here)
    : path.join(here, "..", "build");
}

/** A build's files, prepared in memory, with the headers of its serve.json. */
function loadBuild(buildDir: string) {
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
  return {
    dir: buildDir,
    headers,
    stylesheet,
    files: staticFiles({ clientDir, headers, assetsCacheControl, prefixHeaders }),
  };
}

export async function startServer(options: StartOptions = {}) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings: Settings = { ...settingsFromEnv({}), ...given };
  const clock = options.clock ?? Date.now;
  const stdout = lineLog();
  const log = options.quiet === false ? (options.log ?? stdout.log) : () => {};
  const buildDir = options.buildDir ?? defaultBuildDir();
  const buildsDir = path.resolve(settings.dataDir, "builds");
  // The office's last publish, when there is one, is what the site serves; else the release's build.
  const published = options.editor?.enabled === false ? null : liveBuild(buildsDir);
  let current = loadBuild(published?.dir ?? buildDir);
  // The build served until the last publish: a page it sent just before the swap still gets the
  // scripts and styles it names (hashed names, never changed), when the new build has them no more.
  let before: typeof current | null = null;
  const { headers, stylesheet } = current;

  const seal = sealer(settings.dataKey);
  const { db, migrated } = openDatabase(path.resolve(settings.dataDir));
  const files = fileStore(path.resolve(settings.dataDir), settings.dataKey);
  const store = requestStore(db, seal, {
    dataKey: settings.dataKey,
    replyBy: replyByFor,
    discardFiles: (ids) => void files.discard(ids),
  });
  // Before any request: what a crash left half-way (incoming files, files without a request).
  const swept = files.sweep((id) => store.hasFile(id));
  const caughtUp = store.catchUp();
  const users = userStore(db, seal);
  const audit = auditTrail(db, clock, auditKey(settings));
  const backupDir = path.resolve(settings.backupDir ?? path.join(settings.dataDir, "backups"));
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
  const sendStaffMail = transport
    ? async (message: StaffMail) => {
        await transport.sendMail(message);
      }
    : null;

  const forms = formEndpoint({
    store,
    stored: (id) => audit.record({ actorLabel: "server", action: "request-received", target: id }),
    notify: () => void mail.run(),
    limiter: rateLimit(options.formLimit?.limit ?? 60, options.formLimit?.windowMs ?? 10 * 60_000, clock),
    files,
    uploadLimiter: rateLimit(options.uploadLimit?.limit ?? 30, options.uploadLimit?.windowMs ?? 60 * 60_000, clock),
    trustProxy: settings.trustProxy,
    clock,
    headers,
    page: { stylesheet },
  });
  const releaseDir = options.editor?.releaseDir ?? path.dirname(path.resolve(buildDir));
  const repo = contentRepo({
    dir: path.resolve(settings.dataDir, "site"),
    releaseDir,
    exclude: [path.resolve(settings.dataDir), path.resolve(buildDir)],
    remote: settings.contentRemote,
    log,
  });
  const publish = publisher({
    repoDir: repo.dir,
    buildsDir,
    build: options.editor?.build ?? reactRouterBuild,
    swap(dir) {
      before = current;
      current = loadBuild(dir);
    },
    head: () => repo.head(),
    clock,
    log,
  });
  const staff = office({
    site: { repo, publisher: publish },
    requests: store,
    files,
    users,
    sessions: sessionStore(db),
    links: linkStore(db),
    audit,
    policy: policyStore(db),
    sendMail: sendStaffMail,
    auditWritten: () => latestAuditAnchor(backupDir),
    throttle: signInThrottle(db, searchKey(db, settings.dataKey), options.lockout ?? DEFAULT_LOCKOUT),
    addressLimiter: rateLimit(options.loginLimit?.limit ?? 50, options.loginLimit?.windowMs ?? 15 * 60_000, clock),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    trustProxy: settings.trustProxy,
    clock,
    headers,
    stylesheet,
    smtp: transport !== null,
    encrypted: seal.encrypted,
  });
  const editor = editorApi({ office: staff.deps, repo, publisher: publish, headers });
  const overdue = overdueWatch({
    requests: store,
    users,
    audit,
    sendMail: sendStaffMail,
    origin: site.origin,
    clock,
    log,
  });

  // Request ids for the log: unique per process start, cheap per request.
  const idPrefix = `${randomBytes(3).toString("hex")}-`;
  let served = 0;
  let proxyWarned = false;
  const server = createServer(async (req, res) => {
    const id = `${idPrefix}${(++served).toString(36)}`;
    const urlPath = pathOf(req.url);
    let stored: string | undefined;
    res.on("finish", () =>
      log(`${req.method} ${urlPath.slice(0, 200)} ${res.statusCode} ${id}${stored ? ` request ${stored}` : ""}`),
    );
    if (!settings.trustProxy && !proxyWarned && req.headers["x-forwarded-for"]) {
      proxyWarned = true;
      log(
        "warning: requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it counts as one address for the rate limits. Set TRUST_PROXY=1 if the proxy is yours.",
      );
    }
    try {
      const form = /^\/api\/forms\/([^/]*)$/.exec(urlPath);
      const sent = /^(\/es)?\/forms\/([a-z]+)\/sent$/.exec(urlPath);
      const office = urlPath === "/office" || urlPath.startsWith("/office/");
      // The static files send the id with their prepared headers; the other answers get it here.
      if (form || sent || office || urlPath === "/admin/api") res.setHeader("X-Request-Id", id);
      if (form) stored = await forms.handle(req, res, form[1]!);
      else if (sent && isFormName(sent[2]!) && (req.method === "GET" || req.method === "HEAD"))
        forms.sentPage(req, res, sent[2], sent[1] ? "es" : "en");
      else if (office) await staff.handle(req, res, urlPath);
      else if (urlPath === "/admin/api") await editor.handle(req, res);
      // The build of this moment: a publish replaces `current` at once, requests in flight finish on theirs.
      else if (before && urlPath.startsWith("/assets/") && !current.files.has(urlPath) && before.files.has(urlPath))
        before.files.handle(req, res, id);
      else current.files.handle(req, res, sent ? undefined : id);
    } catch (error) {
      log(`error ${id}: ${(error as Error).name}`);
      if (!res.headersSent) res.writeHead(500, { "X-Request-Id": id, ...headers, "Content-Type": "text/plain" });
      res.end();
    }
  });

  const daily = async () => {
    const removed = store.purge(site.requestRetentionDays, clock());
    if (removed) log(`retention: deleted ${removed} request(s) older than ${site.requestRetentionDays} days`);
    const dropped = audit.purge(clock());
    if (dropped) log(`retention: dropped ${dropped} audit entries older than six years`);
    staff.deps.sessions.purge(clock());
    try {
      const file = await dailyBackup(db, backupDir, settings.backupsKept, clock(), {
        files: path.resolve(settings.dataDir, "files"),
        site: repo.dir,
        auditHead: () => audit.head(),
      });
      if (file) log(`backup: ${path.basename(file)}`);
    } catch (error) {
      log(`backup failed: ${(error as { code?: string }).code ?? (error as Error).name}`);
    }
  };
  const dailyTimer = setInterval(() => void daily(), HOUR).unref();
  const auditCheck = auditWatch({
    audit,
    users,
    sendMail: sendStaffMail,
    written: () => latestAuditAnchor(backupDir),
    origin: site.origin,
    clock,
    checked: (ok) => staff.deps.auditChecked(ok),
  });
  auditCheck.start();
  const overdueTimer = setInterval(() => void overdue.check(), options.overdueEveryMs ?? 60_000).unref();
  void daily();
  void mail.run();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  const hostForUrl = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  for (const step of migrated) log(`database: ${step}`);
  if (caughtUp.indexed) log(`database: ${caughtUp.indexed} request(s) made searchable`);
  if (swept.incoming || swept.orphans)
    log(`files: removed ${swept.incoming} incomplete upload(s) and ${swept.orphans} file(s) of no request`);
  for (const warning of startupWarnings(settings, { staff: users.count() })) log(`warning: ${warning}`);
  stdout.flush();

  let stopping: Promise<void> | null = null;
  return {
    origin: `http://${hostForUrl}:${port}`,
    store,
    db,
    audit,
    users,
    outbox: mail,
    files,
    overdue,
    office: staff.deps,
    repo,
    publisher: publish,
    /** The build being served now. */
    servedBuild: () => current.dir,
    /** Stops taking connections, finishes the requests in flight, then closes the database. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        clearInterval(dailyTimer);
        clearInterval(overdueTimer);
        auditCheck.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await mail.stop();
        transport?.close();
        db.close();
        stdout.flush();
      })();
      return stopping;
    },
  };
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;
