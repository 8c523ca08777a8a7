/**
 * The office at /office: staff sign in as themselves and work the requests (the queue, each
 * request's page, notes, assignment, statuses, exports), owners manage staff, the settings and
 * read the audit trail. This file wires the parts and routes each address to its handler; a
 * handler reads top to bottom: who is asking, may they, what changes, what is recorded, what is
 * answered. Every answer is no-store and noindex; posts from another site are refused, and every
 * form of a signed-in page carries the session's CSRF token.
 */
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
import { clientAddress, isCrossSite } from "../request-info";
import { accountPages } from "./account";
import { auditPages } from "./audit-page";
import { documentPages } from "./documents";
import { OFFICE_SCRIPT } from "./format";
import { cookie, guard, Refusal, SESSION_COOKIE, visitorLang, type Caller } from "./guard";
import { sendPage } from "./http";
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
  sendMail: SendStaffMail;
  /** Wrong passwords (or codes) per e-mail and address: the waits and pauses. */
  throttle: SignInThrottle;
  /** The audit trail's head as written outside the database (beside the newest backup), or null. */
  auditWritten: () => ChainHead | null;
  /** Failed sign-ins per address (a wide net: an office behind one address is many people). */
  addressLimiter: RateLimit;
  sleep: (ms: number) => Promise<void>;
  trustProxy: boolean;
  clock: () => number;
  headers: Record<string, string>;
  stylesheet: string | null;
  smtp: boolean;
  encrypted: boolean;
}

export interface OfficeDeps extends OfficeOptions {
  guard: ReturnType<typeof guard>;
  frame(req: IncomingMessage, caller: Caller | null, options?: { lang?: Lang; path?: string }): Frame;
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
  /** Whether the audit trail was whole when last walked (at start, and on each look at its page). */
  auditState(): { ok: boolean };
  auditChecked(ok: boolean): void;
}

export function office(options: OfficeOptions) {
  let auditOk = options.audit.verify(options.auditWritten()).ok;
  const deps: OfficeDeps = {
    ...options,
    guard: guard({
      sessions: options.sessions,
      users: options.users,
      idleMs: () => options.policy.get().idleMinutes * 60_000,
      clock: options.clock,
    }),
    frame(req, caller, frameOptions = {}) {
      const lang = frameOptions.lang ?? caller?.user.uiLang ?? visitorLang(req);
      return {
        lang,
        w: officeWords[lang],
        stylesheet: options.stylesheet,
        user: caller?.session.stage === "signed-in" ? caller.user : null,
        csrf: caller?.session.csrf ?? null,
        path: frameOptions.path ?? new URL(req.url ?? "/", "http://x").pathname,
        idleSeconds: options.policy.get().idleMinutes * 60,
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
    auditState: () => ({ ok: auditOk }),
    auditChecked(ok) {
      auditOk = ok;
    },
  };
  const { headers } = options;
  const signin = signIn(deps);
  const queue = queuePages(deps);
  const request = requestPages(deps);
  const staff = staffPages(deps);
  const audit = auditPages(deps);
  const account = accountPages(deps);
  const siteHistory = sitePages(deps);
  const documents = documentPages(deps);

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
    const post = method === "POST";
    if (path === "/office/login" && post) return signin.login(req, res);
    if (path === "/office/login/code") return signin.code(req, res);
    if (path === "/office/enrol") return signin.enrol(req, res);
    if (path === "/office/logout" && post) return signin.logout(req, res);
    if (path === "/office/language") return signin.language(req, res, url);
    if (path === "/office/office.js" && method === "GET") {
      res.writeHead(200, { ...headers, "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
      return void res.end(OFFICE_SCRIPT);
    }
    const welcome = /^\/office\/welcome\/([A-Za-z0-9_-]{20,100})$/.exec(path);
    if (welcome) return signin.welcome(req, res, welcome[1]!);

    if (path === "/office" && method === "GET") return queue.list(req, res, url);
    if (path === "/office/export.csv" && method === "GET") return queue.exportCsv(req, res, url);
    if (path === "/office/newsletter" && method === "GET") return queue.newsletter(req, res);
    const file = /^\/office\/requests\/([0-9a-f-]{36})\/files\/([0-9a-f-]{36})$/.exec(path);
    if (file) return documents.download(req, res, file[1]!, file[2]!);
    const one = /^\/office\/requests\/([0-9a-f-]{36})(?:\/(status|assign|note|delete))?$/.exec(path);
    if (one)
      return request.handle(req, res, one[1]!, (one[2] ?? null) as "status" | "assign" | "note" | "delete" | null, url);
    if (path === "/office/staff" && method === "GET") return staff.list(req, res);
    if (path === "/office/staff/invite" && post) return staff.invite(req, res);
    const person = /^\/office\/staff\/([0-9a-f-]{36})\/(role|reset|unlock|remove)$/.exec(path);
    if (person) return staff.change(req, res, person[1]!, person[2] as "role" | "reset" | "unlock" | "remove");
    if (path === "/office/audit" && method === "GET") return audit.list(req, res, url, "html");
    if (path === "/office/audit.csv" && method === "GET") return audit.list(req, res, url, "csv");
    if (path === "/office/site" && method === "GET") return siteHistory.list(req, res, url);
    const undo = /^\/office\/site\/undo\/([0-9a-f]{40})$/.exec(path);
    if (undo && post) return siteHistory.undo(req, res, undo[1]!);
    if (path === "/office/settings") return account.settings(req, res);
    if (path === "/office/account") return account.account(req, res);
    const mine = /^\/office\/account\/(password|two-step-off|new-codes|everywhere)$/.exec(path);
    if (mine && post)
      return account.action(req, res, mine[1] as "password" | "two-step-off" | "new-codes" | "everywhere");
    const caller = deps.guard.caller(req);
    const frame = deps.frame(req, caller);
    sendPage(res, headers, 404, notePage(frame, frame.w.errors.notFound, frame.w.errors.notFound));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "POST" && isCrossSite(req, options.trustProxy)) return sendPage(res, headers, 403, "Forbidden");
    try {
      await route(req, res, path, url);
    } catch (error) {
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
      const caller = deps.guard.caller(req);
      const frame = deps.frame(req, caller);
      const { w } = frame;
      if (error.status === 403)
        return sendPage(
          res,
          headers,
          403,
          notePage(frame, w.errors.forbidden, error.reason === "csrf" ? w.errors.csrf : w.errors.forbidden),
        );
      const noOne = options.users.count() === 0;
      const notice = noOne ? w.signIn.noAccounts : null;
      const problem = error.reason === "ended" ? (req.method === "POST" ? w.signIn.again : w.signIn.ended) : null;
      // The inbox's own address answers 200 with the sign-in form; any other office page 401.
      signin.showSignIn(
        req,
        res,
        path === "/office" ? 200 : 401,
        { error: problem, notice },
        {
          ...(error.reason === "ended" ? { "Set-Cookie": cookie(req, options.trustProxy, SESSION_COOKIE, "", 0) } : {}),
        },
      );
    }
  }

  return { handle, deps };
}
