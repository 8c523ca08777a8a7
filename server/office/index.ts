/**
 * The office at /office: staff sign in as themselves and work the requests (the queue, each
 * request's page, notes, assignment, statuses, exports), owners manage staff, the settings and
 * read the audit trail. This file wires the parts; the route table (../routes.ts) sends each
 * address to its handler, with the person already checked against the row's access. A
 * handler reads top to bottom: who is asking, may they, what changes, what is recorded, what is
 * answered. Every answer is no-store and noindex; posts from another site are refused, and every
 * form of a signed-in page carries the session's CSRF token.
 */
import type { ReplicaStatus } from "../replica/replication";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import type { AuditTrail, ChainHead } from "../accounts/audit";
import { can, type Permission } from "../accounts/permissions";
import type { linkStore } from "../accounts/links";
import type { PolicyStore } from "../accounts/policy";
import type { SessionStore } from "../accounts/sessions";
import type { SignInThrottle } from "../accounts/throttle";
import { userLabel, type User, type UserStore } from "../accounts/users";
import { BodyError } from "../body";
import type { RequestStore } from "../db/requests";
import type { FileStore } from "../files/file-store";
import type { RateLimit } from "../rate-limit";
import type { RoomGate } from "../router";
import type { LiveBuild } from "../static/live-build";
import { clientAddress, isCrossSite } from "../request-info";
import { accountPages } from "./account";
import { auditPages } from "./audit-page";
import { documentPages } from "./documents";
import { OFFICE_SCRIPT } from "./browser/office-script";
import {
  checkCsrf,
  cookie,
  NEXT_COOKIE,
  Refusal,
  SESSION_COOKIE,
  chosenLang,
  type Caller,
  type Callers,
} from "../accounts/caller";
import { formFields, redirect, sendPage } from "./http";
import type { Frame } from "./layout";
import { queuePages } from "./queue";
import { requestPages } from "./request-page";
import { notePage } from "./sign-in-pages";
import { signIn } from "./sign-in";
import { staffPages } from "./staff";
import { sitePages } from "./site-history";
import type { Publisher } from "../editor/publisher";
import type { ContentRepo } from "../editor/repo";
import type { SendStaffMail } from "./staff-mail";
import { officeWords } from "./words";

export interface OfficeOptions {
  /** Who is asking (the session's person) and whether they may. */
  guard: Callers;
  /** The site's content repository and its publishing (the editor's backend). */
  site: { repo: ContentRepo; publisher: Publisher };
  requests: RequestStore;
  /** The documents that came with requests. */
  files: FileStore;
  users: UserStore;
  sessions: SessionStore;
  links: ReturnType<typeof linkStore>;
  audit: AuditTrail;
  policy: PolicyStore;
  /** How long a signed-in session may sit idle (the owner's setting, unless the server was started with another). */
  idleSeconds: () => number;
  sendMail: SendStaffMail;
  /** The origin of every link written (PUBLIC_ORIGIN, else where the server listens). */
  origin: () => string;
  /** A newsletter reader's own link to leave it (for the newsletter's CSV). */
  leaveLink: (id: string) => string;
  /** Wrong passwords (or codes) per e-mail and address: the waits and pauses. */
  throttle: SignInThrottle;
  /** The audit trail's head as written outside the database (beside the newest backup), or null. */
  auditWritten: () => ChainHead | null;
  /** Walks the audit trail now (the scheduled watch's check: the owners are e-mailed once when it fails); whole or not. */
  checkAudit?: () => boolean;
  /** Failed sign-ins per address (a wide net: an office behind one address is many people). */
  addressLimiter: RateLimit;
  sleep: (ms: number) => Promise<void>;
  trustProxy: boolean;
  clock: () => number;
  headers: Record<string, string>;
  /** The live build: its stylesheet, asked by each page as it is made. */
  build: Pick<LiveBuild, "stylesheet">;
  smtp: boolean;
  encrypted: boolean;
  /** The off-machine replica's status, for the Settings page (null when REPLICA_URL is not set). */
  replica?: () => ReplicaStatus | null;
}

export interface OfficeDeps extends OfficeOptions {
  /** `personLang`: the saved language of the person a page before sign-in is for (the one-time link's). */
  frame(req: IncomingMessage, caller: Caller | null, options?: { personLang?: Lang; path?: string }): Frame;
  /** Records one entry of the audit trail, by `who` (null: the server), from the request's address. */
  record(req: IncomingMessage | null, who: User | null, action: string, target?: string | null, detail?: string): void;
  sendPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: string,
    extra?: Record<string, string>,
  ): void;
  /** Whether the page's person may do this (to show a control only to those it would work for). */
  can(frame: Frame, permission: Permission): boolean;
  /** Told each walk of the audit trail (the watch's, the audit page's). */
  auditChecked(ok: boolean): void;
}

/**
 * How long an owner's page trusts the last walk of the audit trail: a walk reads and MACs every
 * entry (measured: 100,000 entries in 7.5 to 9.8 s on a loaded machine; docs/decisions/0033), far
 * too much for every page view.
 */
export const AUDIT_FRESH_MS = 5 * 60_000;

export function office(options: OfficeOptions) {
  let auditOk = options.audit.verify(options.auditWritten()).ok;
  let auditAt = options.clock();
  /** The trail walked again when the last walk is older than AUDIT_FRESH_MS. */
  const auditOkNow = () => {
    if (options.clock() - auditAt >= AUDIT_FRESH_MS) {
      auditAt = options.clock();
      auditOk = options.checkAudit ? options.checkAudit() : options.audit.verify(options.auditWritten()).ok;
    }
    return auditOk;
  };
  const deps: OfficeDeps = {
    ...options,
    frame(req, caller, frameOptions = {}) {
      // Signed in: the person's own setting. Before that (the one-time link's page, the code step,
      // setting up the app), the language link's choice wins over it, so the link always does what it says.
      const person = caller?.user.uiLang ?? frameOptions.personLang;
      const lang = caller?.session.stage === "signed-in" ? caller.user.uiLang : (chosenLang(req) ?? person ?? "en");
      return {
        lang,
        w: officeWords[lang],
        stylesheet: options.build.stylesheet,
        user: caller?.session.stage === "signed-in" ? caller.user : null,
        csrf: caller?.session.csrf ?? null,
        path: frameOptions.path ?? new URL(req.url ?? "/", "http://x").pathname,
        idleSeconds: options.idleSeconds(),
        // Every owner's page says so while the trail is altered (the check cached for AUDIT_FRESH_MS).
        auditBroken: Boolean(
          caller?.session.stage === "signed-in" && can(caller.user.role, "read:audit") && !auditOkNow(),
        ),
      };
    },
    record(req, who, action, target = null, detail = "") {
      options.audit.record({
        actor: who?.id ?? null,
        actorLabel: who ? userLabel(who) : "server",
        action,
        target,
        detail,
        address: req ? clientAddress(req, options.trustProxy) : "",
      });
    },
    sendPage: (_req, res, status, body, extra) => sendPage(res, options.headers, status, body, extra),
    can: (frame, permission) => Boolean(frame.user && can(frame.user.role, permission)),
    auditChecked(ok) {
      auditOk = ok;
      auditAt = options.clock();
    },
  };
  const { headers } = options;
  const signin = signIn(deps);

  /** The office's 404 page, for an address under /office that the route table does not hold. */
  function notFound(req: IncomingMessage, res: ServerResponse) {
    const frame = deps.frame(req, deps.guard.caller(req));
    sendPage(res, headers, 404, notePage(frame, frame.w.errors.notFound, frame.w.errors.notFound));
  }

  /** Runs one office row: posts from another site refused, the row's access checked, a refusal answered as a page. */
  const gate: RoomGate = {
    async run(req, res, access, answer) {
      if (req.method === "POST" && isCrossSite(req, options.trustProxy))
        return sendPage(res, headers, 403, "Forbidden");
      try {
        await answer(access === "anyone" ? null : deps.guard.requireCaller(req, access));
      } catch (error) {
        refused(req, res, error);
      }
    },
  };

  function refused(req: IncomingMessage, res: ServerResponse, error: unknown) {
    if (error instanceof BodyError) {
      const frame = deps.frame(req, deps.guard.caller(req));
      return sendPage(
        res,
        headers,
        error.status,
        notePage(frame, frame.w.errors.badRequest, frame.w.errors.badRequest),
      );
    }
    if (!(error instanceof Refusal)) throw error;
    if (error.reason === "needs-two-step") return redirect(res, headers, "/office/enrol");
    const caller = deps.guard.caller(req);
    const frame = deps.frame(req, caller);
    const { w } = frame;
    if (error.status === 403)
      return sendPage(
        res,
        headers,
        403,
        notePage(frame, w.errors.notAllowed, error.reason === "csrf" ? w.errors.csrf : w.errors.forbidden),
      );
    const noOne = options.users.count() === 0;
    const url = new URL(req.url ?? "/", "http://x");
    const signedOut = req.method === "GET" && url.pathname === "/office" && url.searchParams.has("signed-out");
    const notice = noOne ? w.signIn.noAccounts : signedOut ? w.signIn.signedOut : null;
    const problem = error.reason === "ended" ? (req.method === "POST" ? w.signIn.again : w.signIn.ended) : null;
    // A page asked for by its address (a link in an office e-mail) is where signing in will end.
    const asked = req.method === "GET" && url.pathname !== "/office" ? `${url.pathname}${url.search}` : null;
    const cookies = [
      error.reason === "ended" ? [cookie(req, options.trustProxy, SESSION_COOKIE, "", 0)] : [],
      asked ? [cookie(req, options.trustProxy, NEXT_COOKIE, encodeURIComponent(asked), 15 * 60)] : [],
    ].flat();
    // The inbox's own address answers 200 with the sign-in form; any other office page 401.
    signin.showSignIn(
      req,
      res,
      url.pathname === "/office" ? 200 : 401,
      { error: problem, notice },
      cookies.length ? { "Set-Cookie": cookies } : {},
    );
  }

  return {
    deps,
    gate,
    notFound,
    pages: {
      signIn: signin,
      queue: queuePages(deps),
      request: requestPages(deps),
      staff: staffPages(deps),
      audit: auditPages(deps),
      account: accountPages(deps),
      siteHistory: sitePages(deps),
      documents: documentPages(deps),
      /**
       * POST /office/alive: the page's keep-alive while someone types, scrolls or points. The
       * route's check of the session has already moved its idle timer; nothing else changes.
       */
      async alive(req: IncomingMessage, res: ServerResponse, caller: Caller) {
        checkCsrf(caller.session, await formFields(req));
        res.writeHead(204, { ...headers, "Cache-Control": "no-store" });
        res.end();
      },
      /** GET /office/office.js: the pages' own script. */
      officeScript(res: ServerResponse) {
        res.writeHead(200, {
          ...headers,
          "Content-Type": "text/javascript; charset=utf-8",
          "Cache-Control": "no-cache",
        });
        res.end(res.req.method === "HEAD" ? undefined : OFFICE_SCRIPT);
      },
    },
  };
}
