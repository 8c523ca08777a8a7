/**
 * The office inbox at /office, behind OFFICE_PASSWORD (off without it): sign in, the requests
 * newest first, mark one new / called / closed, delete one, export CSV. Every answer is
 * Cache-Control: no-store and X-Robots-Tag: noindex. The session cookie is HttpOnly,
 * SameSite=Strict, Path=/office, Secure over HTTPS; posts from another origin are refused, and a
 * few wrong passwords from one address lock it out for a while (429).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyError, bodyKind, parseFields, readBody } from "./body";
import { requestsCsv } from "./csv";
import { inboxPage, loginPage, officeOffPage } from "./office-pages";
import type { RateLimit } from "./rate-limit";
import { clientAddress, isCrossSite, isHttps } from "./request-info";
import { STATUSES, type RequestStatus, type Store } from "./store";

const COOKIE = "office_session";
const SESSION_MS = 12 * 60 * 60 * 1000;

export interface OfficeOptions {
  password: string | undefined;
  store: Store;
  loginLimiter: RateLimit;
  trustProxy: boolean;
  clock: () => number;
  headers: Record<string, string>;
  stylesheet: string | null;
  smtp: boolean;
  encrypted: boolean;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

export function office(options: OfficeOptions) {
  const { store, headers, stylesheet } = options;
  const sessions = new Map<string, number>();
  const expected = options.password ? digest(options.password) : null;

  function send(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) {
    res.writeHead(status, {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      ...extra,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    });
    res.end(body);
  }
  const back = (res: ServerResponse, extra: Record<string, string> = {}) =>
    send(res, 303, "", { Location: "/office", ...extra });

  function session(req: IncomingMessage): string | null {
    const cookies = String(req.headers.cookie ?? "").split(";");
    const token = cookies
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${COOKIE}=`))
      ?.slice(COOKIE.length + 1);
    if (!token) return null;
    const expires = sessions.get(token);
    if (!expires || expires < options.clock()) {
      sessions.delete(token);
      return null;
    }
    return token;
  }

  function cookie(req: IncomingMessage, value: string, maxAge: number): string {
    const secure = isHttps(req, options.trustProxy) ? "; Secure" : "";
    return `${COOKIE}=${value}; Path=/office; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
  }

  async function fields(req: IncomingMessage): Promise<Record<string, string>> {
    const kind = bodyKind(req);
    if (!kind) return {};
    return parseFields(await readBody(req, 4096), kind);
  }

  async function login(req: IncomingMessage, res: ServerResponse) {
    const address = clientAddress(req, options.trustProxy);
    // Locked out: not even the right password is tried, so guessing on stays useless.
    const wait = options.loginLimiter.waiting(address, options.clock());
    if (wait) {
      return send(res, 429, loginPage(stylesheet, "Too many wrong passwords. Please wait and try again."), {
        "Retry-After": String(wait),
      });
    }
    const { password = "" } = await fields(req);
    if (timingSafeEqual(digest(password), expected!)) {
      options.loginLimiter.reset(address);
      const token = randomBytes(32).toString("base64url");
      sessions.set(token, options.clock() + SESSION_MS);
      return back(res, { "Set-Cookie": cookie(req, token, SESSION_MS / 1000) });
    }
    options.loginLimiter.hit(address, options.clock());
    send(res, 401, loginPage(stylesheet, "That password is not right."));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!expected) return send(res, 404, officeOffPage(stylesheet));
    const method = req.method ?? "GET";
    if (method === "POST" && isCrossSite(req, options.trustProxy)) return send(res, 403, "Forbidden");
    try {
      if (path === "/office/login" && method === "POST") return await login(req, res);
      const token = session(req);
      if (path === "/office/logout" && method === "POST") {
        if (token) sessions.delete(token);
        return back(res, { "Set-Cookie": cookie(req, "", 0) });
      }
      if (!token) {
        if (method === "GET" || method === "HEAD")
          return send(res, path === "/office" ? 200 : 401, loginPage(stylesheet));
        return send(res, 401, loginPage(stylesheet, "Please sign in again."));
      }
      if (path === "/office" && (method === "GET" || method === "HEAD")) {
        const view = {
          requests: store.list(),
          spam: store.list({ spam: true }).length,
          pending: store.pendingCount(),
          smtp: options.smtp,
          encrypted: options.encrypted,
        };
        return send(res, 200, inboxPage(view, stylesheet));
      }
      if (path === "/office/export.csv" && method === "GET") {
        res.writeHead(200, {
          ...headers,
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="requests-${new Date(options.clock()).toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex",
        });
        return void res.end(requestsCsv(store.list()));
      }
      const match = /^\/office\/requests\/([0-9a-f-]{36})\/(status|delete)$/.exec(path);
      if (match && method === "POST") {
        const [, id, action] = match;
        if (action === "delete") return store.remove(id!) ? back(res) : send(res, 404, "Not found");
        const { status = "" } = await fields(req);
        if (!STATUSES.includes(status as RequestStatus)) return send(res, 400, "Unknown status");
        return store.setStatus(id!, status as RequestStatus) ? back(res) : send(res, 404, "Not found");
      }
      send(res, 404, "Not found");
    } catch (error) {
      if (error instanceof BodyError) return send(res, error.status, "Bad request");
      throw error;
    }
  }

  return { handle };
}
