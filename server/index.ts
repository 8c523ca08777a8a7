/**
 * The site's own server (`npm start`, `npm run serve`), in one process: the static build, the
 * forms' endpoints, the office (staff accounts, the requests' queue, the audit trail), the outbox
 * of office e-mails, the watches (./watches.ts), retention and the daily backup (./daily-upkeep.ts).
 * The database opens (and migrates) first; every request goes through ./request-handler.ts.
 * startServer() is what builds them all and wires them together; it is also what the browser tests
 * and the benchmark start.
 */
import { createServer } from "node:http";
import path from "node:path";
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
import { latestAuditAnchor } from "./db/backups";
import { openDatabase } from "./db/database";
import { searchKey } from "./db/search-terms";
import { leaveKey, leaveLink, newsletterLeave } from "./forms/newsletter-leave";
import { DEFAULT_LOCKOUT, signInThrottle } from "./accounts/throttle";
import { requestStore } from "./db/requests";
import { office } from "./office";
import { replyByFor } from "./office/reply-by";
import type { StaffMail } from "./office/staff-mail";
import { officeMail } from "./forms/office-mail";
import { listeningOrigin, serverOrigin } from "./public-origin";
import { outbox } from "./forms/outbox";
import type { Handlers } from "./router";
import { requestHandler } from "./request-handler";
import { dailyUpkeep } from "./daily-upkeep";
import { startWatches } from "./watches";
import { defaultBuildDir, type StartOptions } from "./start-options";
import { lineLog } from "./log-lines";
import { rateLimit } from "./rate-limit";
import { sealer } from "./sealing";
import { settingsFromEnv, startupWarnings, type Settings } from "./settings";
import { liveBuild } from "./static/live-build";
import { editorApi } from "./editor/api";
import { liveBuild as publishedBuild, publisher, reactRouterBuild } from "./editor/publisher";
import { contentRepo } from "./editor/repo";
import { replication } from "./replica/replication";
import { describeTarget, replicaTarget } from "./replica/target";

export type { StartOptions };

const HOUR = 60 * 60 * 1000;

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
  /** The audit chain's head as the newest backup wrote it, outside the database. */
  const auditWritten = () => latestAuditAnchor(backupDir);
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
    auditWritten,
    checkAudit: () => watches.audit.check().ok,
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
  const server = createServer(
    requestHandler({ app, live, notFound: (req, res) => staff.notFound(req, res), headers, settings, log }),
  );

  const daily = dailyUpkeep({
    store,
    audit,
    sessions,
    db,
    backupDir,
    backupsKept: settings.backupsKept,
    filesDir: path.resolve(settings.dataDir, "files"),
    siteDir: repo.dir,
    clock,
    log,
  });
  const dailyTimer = setInterval(() => void daily(), HOUR).unref();
  const watches = startWatches({
    requests: store,
    audit,
    users,
    replica,
    sendMail: sendStaffMail,
    origin: () => origin,
    auditWritten,
    auditChecked: (ok) => staff.deps.auditChecked(ok),
    overdueEveryMs: options.overdueEveryMs ?? 60_000,
    clock,
    log,
  });
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
    overdue: watches.overdue,
    replica,
    replicaWatch: watches.replica,
    office: staff.deps,
    repo,
    publisher: publish,
    /** The build being served now. */
    servedBuild: () => live.dir,
    /** Stops taking connections, finishes the requests in flight, then closes the database. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        clearInterval(dailyTimer);
        watches.stop();
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
