/**
 * Who is asking, and may they: the session cookie looked up in the database, the person behind
 * it, the CSRF token of every form they post, and `requireCaller`, called with the access that
 * the route table's row names (401 signed out, 403 without the permission). The office and the
 * editor both ask here. The cookie is HttpOnly, SameSite=Strict, Path=/, Secure over HTTPS
 * (Path=/ so that the editor's calls under /admin/ carry it too).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Lang } from "~/i18n/lang";
import { can, type Permission } from "../accounts/permissions";
import type { Session, SessionStore } from "../accounts/sessions";
import type { User, UserStore } from "../accounts/users";
import { isHttps } from "../request-info";

export const SESSION_COOKIE = "office_session";
export const LANG_COOKIE = "office_lang";
/** How long the pages before sign-in remember their language: a year. */
export const LANG_COOKIE_AGE = 365 * 24 * 60 * 60;
/** The office page a signed-out person asked for (a link in an office e-mail): where signing in ends. */
export const NEXT_COOKIE = "office_next";
/** Before anyone is signed in there is no session to hold a CSRF token: the sign-in form's is this cookie's (double submit). */
export const LOGIN_COOKIE = "office_login";

/** The sign-in form's token: the one its cookie already holds, or a new one to set. */
export function loginToken(req: IncomingMessage): { token: string; fresh: boolean } {
  const held = readCookie(req, LOGIN_COOKIE);
  return held && /^[A-Za-z0-9_-]{32}$/.test(held)
    ? { token: held, fresh: false }
    : { token: randomBytes(24).toString("base64url"), fresh: true };
}

export function sameToken(given: string | undefined, expected: string | null): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected ?? "");
  return b.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

export function readCookie(req: IncomingMessage, name: string): string | null {
  for (const part of String(req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

export function cookie(req: IncomingMessage, trustProxy: boolean, name: string, value: string, maxAge: number | null) {
  const secure = isHttps(req, trustProxy) ? "; Secure" : "";
  const age = maxAge === null ? "" : `; Max-Age=${maxAge}`;
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Strict${age}${secure}`;
}

/** The language chosen with the language link of the pages before sign-in (its cookie), if any. */
export function chosenLang(req: IncomingMessage): Lang | null {
  const chosen = readCookie(req, LANG_COOKIE);
  return chosen === "es" || chosen === "en" ? chosen : null;
}

export class Refusal extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly reason: "signed-out" | "ended" | "forbidden" | "csrf" | "needs-two-step",
  ) {
    super(reason);
  }
}

export interface Caller {
  session: Session;
  user: User;
}

/** What a route asks of its caller: anyone (the sign-in steps, the forms), any signed-in person, or one permission. */
export type Access = "anyone" | "signed-in" | Permission;

export function callers(deps: {
  sessions: SessionStore;
  users: UserStore;
  idleMs: () => number;
  clock: () => number;
  /** Whether this person must have the authenticator app set up before any office page. */
  needsTwoStep?: (user: User) => boolean;
}) {
  return {
    /** The session of the request's cookie, whatever its stage, with its person; null when none is live. */
    caller(req: IncomingMessage): Caller | null {
      const token = readCookie(req, SESSION_COOKIE);
      if (!token) return null;
      const session = deps.sessions.find(token, deps.clock(), deps.idleMs());
      if (!session) return null;
      const user = deps.users.byId(session.userId);
      return user ? { session, user } : null;
    },
    /** The signed-in person, if their role grants `permission`; else a 401 or 403 refusal. */
    requireCaller(req: IncomingMessage, permission: Exclude<Access, "anyone">): Caller {
      const found = this.caller(req);
      if (!found || found.session.stage !== "signed-in")
        throw new Refusal(401, readCookie(req, SESSION_COOKIE) ? "ended" : "signed-out");
      // Signed in before two-step was required of them (or an owner withdrew the editors' relief): set it up first.
      if (!found.user.totpSecret && deps.needsTwoStep?.(found.user)) throw new Refusal(401, "needs-two-step");
      if (permission !== "signed-in" && !can(found.user.role, permission)) throw new Refusal(403, "forbidden");
      return found;
    },
  };
}

export type Callers = ReturnType<typeof callers>;

export function checkCsrf(session: Session, fields: Record<string, string>) {
  if (!sameToken(fields.csrf, session.csrf)) throw new Refusal(403, "csrf");
}
