/**
 * The site's own server (`npm start`, `npm run serve`), in one process: the static build, the
 * forms' endpoints, the office (staff accounts, the requests' queue, the audit trail), the outbox
 * of office e-mails, the watch on the reply-by promise, retention and the daily backup. The
 * database opens (and migrates) first. startServer() is also what the browser tests and the
 * benchmark start.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { site } from "~/content/site";
import { callers } from "./accounts/caller";
import { formEndpoint, isFormName } from "./forms/form-endpoint";
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
import { leaveKey, leaveLink, newsletterLeave } from "./forms/newsletter-leave";
import { DEFAULT_LOCKOUT, signInThrottle } from "./accounts/throttle";
import { requestStore } from "./db/requests";
import { office } from "./office";
import { overdueWatch } from "./office/overdue";
import { replyByFor } from "./office/reply-by";
import type { StaffMail } from "./office/staff-mail";
import { officeMail } from "./forms/office-mail";
import { listeningOrigin, serverOrigin } from "./public-origin";
import { outbox } from "./forms/outbox";
import { pathOf } from "./paths";
import { findRoute, loggedPath, serveRoute, type Handlers } from "./router";
import { lineLog } from "./log-lines";
import { rateLimit } from "./rate-limit";
import { sealer } from "./sealing";
import { settingsFromEnv, startupWarnings, type Settings } from "./settings";
import { liveBuild } from "./static/live-build";
import { editorApi } from "./editor/api";
import { liveBuild as publishedBuild, publisher, reactRouterBuild, type BuildCommand } from "./editor/publisher";
import { contentRepo } from "./editor/repo";
import { failingWatch } from "./replica/failing-watch";
import { replication } from "./replica/replication";
import { describeTarget, replicaTarget } from "./replica/target";

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
  /** Of those, posts that may carry files (multipart) per address per window (default 120 an hour: a hospital sends from one address). */
  uploadLimit?: { limit: number; windowMs: number };
  /** Failed sign-ins per address per window before 429 (default 50 per 15 minutes). */
  loginLimit?: { limit: number; windowMs: number };
  /** Wrong tries from one address before it is paused for that e-mail (default 10), the first pause (15 minutes), the slow-down step (1 s). */
  lockout?: { after: number; minutes: number; delayMs: number };
  /** How the slow-down waits (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  /** A signed-in session's idle limit in seconds, instead of the owner's setting (tests use a short one). */
  idleSeconds?: number;
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

export async function startServer(options: StartOptions = {}) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const settings: Settings = { ...settingsFromEnv({}), ...given };
  const clock = options.clock ?? Date.now;
  const stdout = lineLog();
  const log = options.quiet === false ? (options.log ?? stdout.log) : () => {};
  const buildDir = options.buildDir ?? defaultBuildDir();
  const buildsDir = path.resolve(settings.dataDir, "builds");
  // The office's last publish, when there is one, is what the site serves; else the release's build.
  const published = options.editor?.enabled === false ? null : publishedBuild(buildsDir);
  const live = liveBuild(published?.dir ?? buildDir);
  const { headers } = live;

  const seal = sealer(settings.dataKey);
  const { db, migrated } = openDatabase(path.resolve(settings.dataDir));
  const stored = fileStore(path.resolve(settings.dataDir), settings.dataKey);
  // REPLICA_URL: the database (Litestream) and each file as it arrives, copied off the machine.
  const replica = settings.replicaUrl
    ? replication({
        target: replicaTarget(settings.replicaUrl),
        dataDir: settings.dataDir,
        siteDir: path.resolve(settings.dataDir, "site"),
        clock,
        log,
      })
    : null;
  const files: typeof stored = replica
    ? {
        ...stored,
        async promote(ids) {
          await stored.promote(ids);
          replica.filesArrived(ids);
        },
      }
    : stored;
  const store = requestStore(db, seal, {
    dataKey: settings.dataKey,
    replyBy: replyByFor,
    discardFiles: (ids) => void files.discard(ids),
  });
  // Before any request: what a crash left half-way (incoming files, files without a request).
  const swept = files.sweep((id) => store.hasFile(id));
  const caughtUp = store.catchUp();
  const users = userStore(db, seal);
  // Known once the server listens (PORT 0 takes a free port): PUBLIC_ORIGIN or http://HOST:PORT.
  let origin = settings.publicOrigin ?? "";
  const audit = auditTrail(db, clock, auditKey(settings));
  const backupDir = path.resolve(settings.backupDir ?? path.join(settings.dataDir, "backups"));
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const withDetails = options.notifyWithDetails ?? site.notifyWithDetails;
  const mail = outbox({
    store,
    send: transport
      ? async (request) => {
          await transport.sendMail(officeMail(request, { notifyTo: settings.notifyTo, withDetails, origin }));
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
    uploadLimiter: rateLimit(options.uploadLimit?.limit ?? 120, options.uploadLimit?.windowMs ?? 60 * 60_000, clock),
    trustProxy: settings.trustProxy,
    clock,
    headers,
    page: () => ({ stylesheet: live.stylesheet, words: live.formWords }),
  });
  const readersKey = leaveKey(searchKey(db, settings.dataKey));
  const leaving = newsletterLeave({
    store,
    key: readersKey,
    audit,
    headers,
    page: () => ({ stylesheet: live.stylesheet, words: live.formWords }),
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
    swap: (dir) => {
      live.swap(dir);
      // Each publish: the content repository's bundle to the replica, beside the database.
      void replica?.contentChanged();
    },
    head: () => repo.head(),
    clock,
    log,
  });
  const sessions = sessionStore(db);
  const policy = policyStore(db);
  const idleSeconds = () => options.idleSeconds ?? policy.get().idleMinutes * 60;
  const guard = callers({
    sessions,
    users,
    idleMs: () => idleSeconds() * 1000,
    clock,
    needsTwoStep: (user) => policy.needsTwoStep(user),
  });
  const staff = office({
    guard,
    site: { repo, publisher: publish },
    requests: store,
    files,
    users,
    sessions,
    links: linkStore(db),
    audit,
    policy,
    idleSeconds,
    sendMail: sendStaffMail,
    origin: () => origin,
    leaveLink: (id: string) => leaveLink(origin, readersKey, id),
    auditWritten: () => latestAuditAnchor(backupDir),
    checkAudit: () => auditCheck.check().ok,
    throttle: signInThrottle(db, searchKey(db, settings.dataKey), options.lockout ?? DEFAULT_LOCKOUT),
    addressLimiter: rateLimit(options.loginLimit?.limit ?? 50, options.loginLimit?.windowMs ?? 15 * 60_000, clock),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    trustProxy: settings.trustProxy,
    clock,
    headers,
    build: live,
    smtp: transport !== null,
    encrypted: seal.encrypted,
    replica: () => replica?.status() ?? null,
  });
  const editor = editorApi({ office: staff.deps, callers: guard, repo, publisher: publish, headers, db });
  const app: Handlers = {
    rooms: {
      forms: { run: async (_req, _res, _access, answer) => void (await answer(null)) },
      office: staff.gate,
      editor: editor.gate,
    },
    forms: {
      handle: (req, res, name) => forms.handle(req, res, name),
      sent(req, res, name, lang) {
        if (isFormName(name)) forms.sentPage(req, res, name, lang);
      },
      leave: (req, res, id, token) => leaving.handle(req, res, id, token),
    },
    ...staff.pages,
    editor,
  };
  const overdue = overdueWatch({
    requests: store,
    users,
    audit,
    sendMail: sendStaffMail,
    get origin() {
      return origin;
    },
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
    const found = findRoute(req.method, urlPath);
    let stored: string | undefined;
    res.on("finish", () =>
      log(`${req.method} ${loggedPath(found, urlPath)} ${res.statusCode} ${id}${stored ? ` request ${stored}` : ""}`),
    );
    if (!settings.trustProxy && !proxyWarned && req.headers["x-forwarded-for"]) {
      proxyWarned = true;
      log(
        "warning: requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it counts as one address for the rate limits. Set TRUST_PROXY=1 if the proxy is yours.",
      );
    }
    try {
      const ours = found !== null || urlPath === "/office" || urlPath.startsWith("/office/");
      // The static files send the id with their prepared headers; the other answers get it here.
      if (ours) res.setHeader("X-Request-Id", id);
      if (found && "route" in found) {
        const hit = { req, res, url: new URL(req.url ?? "/", "http://x"), params: found.params };
        const result = await serveRoute(app, found.route, hit);
        if (found.route.room === "forms" && typeof result === "string") stored = result;
      } else if (found) {
        res.writeHead(405, { ...headers, Allow: found.allow.join(", "), "Cache-Control": "no-store" });
        res.end();
      } else if (ours) staff.notFound(req, res);
      else live.serveFile(req, res, urlPath, id);
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
    get origin() {
      return origin;
    },
    clock,
    checked: (ok) => staff.deps.auditChecked(ok),
  });
  auditCheck.start();
  const overdueTimer = setInterval(() => void overdue.check(), options.overdueEveryMs ?? 60_000).unref();
  const replicaWatch = replica
    ? failingWatch({
        status: replica.status,
        users,
        sendMail: sendStaffMail,
        get origin() {
          return origin;
        },
        clock,
        log,
      })
    : null;
  const replicaTimer = replicaWatch ? setInterval(() => void replicaWatch.check(), 60_000).unref() : null;
  await replica?.start();
  void daily();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, resolve);
  }).catch(async (error: unknown) => {
    // Not listening (the port taken): Litestream is not left running without its server.
    await replica?.stop();
    throw error;
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  origin = serverOrigin(db, settings, port);
  // Mail that waited from before this start goes out only now: its links need the origin above.
  void mail.run();
  for (const step of migrated) log(`database: ${step}`);
  if (caughtUp.indexed) log(`database: ${caughtUp.indexed} request(s) made searchable`);
  if (caughtUp.merged) log(`database: ${caughtUp.merged} repeated newsletter sign-up(s) merged`);
  if (swept.incoming || swept.orphans)
    log(`files: removed ${swept.incoming} incomplete upload(s) and ${swept.orphans} file(s) of no request`);
  if (replica)
    log(
      `replica: ${describeTarget(replicaTarget(settings.replicaUrl!))}, the database and files copied as they change`,
    );
  for (const warning of startupWarnings(settings, { staff: users.count() })) log(`warning: ${warning}`);
  stdout.flush();

  let stopping: Promise<void> | null = null;
  return {
    origin: listeningOrigin(settings.host, port),
    /** The origin of the links the server writes (PUBLIC_ORIGIN, else the one above). */
    publicOrigin: origin,
    store,
    db,
    audit,
    users,
    outbox: mail,
    files,
    overdue,
    replica,
    replicaWatch,
    office: staff.deps,
    repo,
    publisher: publish,
    /** The build being served now. */
    servedBuild: () => live.dir,
    /** Stops taking connections, finishes the requests in flight, then closes the database. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        clearInterval(dailyTimer);
        clearInterval(overdueTimer);
        if (replicaTimer) clearInterval(replicaTimer);
        auditCheck.stop();
        await publish.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await mail.stop();
        transport?.close();
        db.close();
        // After the last write: Litestream copies what it has not yet copied, then exits.
        await replica?.stop();
        stdout.flush();
      })();
      return stopping;
    },
  };
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;
