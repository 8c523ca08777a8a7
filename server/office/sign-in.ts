/**
 * Signing in and out. A password is checked against its scrypt hash (an unknown e-mail takes as
 * long); wrong ones slow the next answer and then pause that e-mail from that address for a while
 * (the person and the owners are e-mailed), never the account from everywhere, and an unknown
 * e-mail is answered alike (../accounts/throttle.ts). A right password starts a half-session that
 * needs the authenticator's code (or sets the app up first, for whom it is required); each step
 * gives a new session token. Every attempt is in the audit trail.
 */
import { can } from "../accounts/permissions";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import type { Stage } from "../accounts/sessions";
import { checkTotp, newRecoveryCodes, newTotpSecret, totpUri } from "../accounts/two-step";
import type { User } from "../accounts/users";
import { clientAddress } from "../request-info";
import {
  checkCsrf,
  cookie,
  LANG_COOKIE,
  LANG_COOKIE_AGE,
  LOGIN_COOKIE,
  loginToken,
  NEXT_COOKIE,
  readCookie,
  Refusal,
  sameToken,
  SESSION_COOKIE,
  type Caller,
} from "../accounts/caller";
import { backTo, formFields, pageAskedFor, redirect, sendPage } from "./http";
import type { OfficeDeps } from "./index";
import { codePage, enrolPage, newPasswordError, recoveryCodesPage, signInPage, welcomePage } from "./sign-in-pages";
import { lockedMail } from "./staff-mail";
import { site } from "~/content/site";

export function signIn(deps: OfficeDeps) {
  const { users, sessions, links, clock, headers } = deps;
  const setCookie = (req: IncomingMessage, token: string | null) =>
    cookie(req, deps.trustProxy, SESSION_COOKIE, token ?? "", token ? null : 0);

  /** Ends the old session (if any) and starts one at `stage`; answers with a redirect to the next step. */
  function advance(
    req: IncomingMessage,
    res: ServerResponse,
    user: User,
    stage: Stage,
    old: Caller | null,
    next = "/office",
  ) {
    if (old) sessions.end(old.session.tokenHash);
    const { token } = sessions.start(user.id, stage, clientAddress(req, deps.trustProxy), clock());
    // The page they asked for before signing in (a link in an office e-mail), else their first page:
    // an editor has no queue, theirs is the site's history, with the way to the editor.
    const asked = next === "/office" ? pageAskedFor(readCookie(req, NEXT_COOKIE)) : null;
    const landing = asked ?? (next === "/office" && !can(user.role, "read:requests") ? "/office/site" : next);
    const to = stage === "second-step" ? "/office/login/code" : stage === "enrol" ? "/office/enrol" : landing;
    const forget = stage === "signed-in" && asked ? [cookie(req, deps.trustProxy, NEXT_COOKIE, "", 0)] : [];
    redirect(res, headers, to, { "Set-Cookie": [setCookie(req, token), ...forget] });
  }

  /** The sign-in page, with its form's token (and the cookie that holds it, when new). */
  function showSignIn(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    options: { error?: string | null; notice?: string | null; email?: string },
    extra: Record<string, string | string[]> = {},
  ) {
    const { token, fresh } = loginToken(req);
    const cookies = [
      extra["Set-Cookie"] ?? [],
      fresh ? cookie(req, deps.trustProxy, LOGIN_COOKIE, token, null) : [],
    ].flat();
    const frame = deps.frame(req, null);
    sendPage(res, headers, status, signInPage(frame, { ...options, token }), {
      ...extra,
      ...(cookies.length ? { "Set-Cookie": cookies } : {}),
    });
  }

  const nextStage = (user: User): Stage =>
    user.totpSecret ? "second-step" : deps.policy.needsTwoStep(user) ? "enrol" : "signed-in";

  /** Both steps passed (or the only one): this address's count and pauses go, the address is known. */
  function signedInFrom(req: IncomingMessage, user: User) {
    deps.throttle.succeeded(user.email, clientAddress(req, deps.trustProxy), clock());
    users.goodLogin(user.id);
  }

  /**
   * Counts a wrong password or code for this e-mail from this address (./accounts/throttle.ts):
   * waits before answering, or pauses the pair and tells the person (and the other owners).
   */
  async function wrongTry(req: IncomingMessage, email: string, user: User | null) {
    const address = clientAddress(req, deps.trustProxy);
    const result = deps.throttle.failed(email, address, clock());
    if (user) deps.record(req, user, "sign-in-failed", user.id);
    if (!result.paused) return result.delayMs ? deps.sleep(result.delayMs) : undefined;
    if (!user) return;
    users.lock(user.id, result.until);
    deps.record(req, null, "account-locked", user.id, `${result.failures} wrong in a row from one address`);
    if (!result.notify) return;
    const origin = deps.origin();
    for (const to of [user, ...users.owners().filter((o) => o.id !== user.id)])
      deps.sendMail?.(lockedMail(to, user, result.minutes, origin)).catch(() => {});
  }

  return {
    showSignIn,

    async login(req: IncomingMessage, res: ServerResponse) {
      const { w } = deps.frame(req, null);
      const address = clientAddress(req, deps.trustProxy);
      const wait = deps.addressLimiter.waiting(address, clock());
      if (wait) return showSignIn(req, res, 429, { error: w.signIn.tooMany }, { "Retry-After": String(wait) });
      const { email = "", password = "", csrf } = await formFields(req);
      if (!sameToken(csrf, readCookie(req, LOGIN_COOKIE)))
        return showSignIn(req, res, 403, { error: w.errors.csrf, email });
      const user = users.byEmail(email);
      // The same answer whether the e-mail has an account or not: the pause is per e-mail typed.
      const paused = deps.throttle.pausedFor(email, address, clock());
      if (paused) {
        if (user) deps.record(req, user, "sign-in-refused-locked", user.id);
        return showSignIn(req, res, 429, { error: w.signIn.locked(paused), email });
      }
      const ok = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user || !ok) {
        deps.addressLimiter.hit(address, clock());
        if (!user)
          deps.audit.record({
            actorLabel: email.slice(0, 100),
            action: "sign-in-failed",
            detail: "unknown e-mail",
            address,
          });
        await wrongTry(req, email, user);
        return showSignIn(req, res, 401, { error: w.signIn.wrong, email });
      }
      if (!user.totpSecret) signedInFrom(req, user);
      const stage = nextStage(user);
      if (stage === "signed-in") deps.record(req, user, "sign-in", user.id);
      advance(req, res, user, stage, deps.guard.caller(req));
    },

    async code(req: IncomingMessage, res: ServerResponse) {
      const caller = deps.guard.caller(req);
      if (!caller || caller.session.stage !== "second-step") return redirect(res, headers, "/office");
      const frame = deps.frame(req, caller);
      if (req.method !== "POST") return sendPage(res, headers, 200, codePage(frame));
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const { user } = caller;
      const code = (fields.code ?? "").trim();
      const step = user.totpSecret ? checkTotp(user.totpSecret, code, clock()) : null;
      let how: string | null = null;
      if (step !== null && users.useTotpStep(user.id, step)) how = "authenticator";
      else if (/[a-z]/i.test(code) && users.useRecoveryCode(user.id, code, clock())) how = "recovery code";
      if (!how) {
        await wrongTry(req, user.email, user);
        if (deps.throttle.pausedFor(user.email, clientAddress(req, deps.trustProxy), clock())) {
          sessions.end(caller.session.tokenHash);
          return redirect(res, headers, "/office", { "Set-Cookie": setCookie(req, null) });
        }
        return sendPage(res, headers, 401, codePage(frame, frame.w.signIn.codeWrong));
      }
      signedInFrom(req, user);
      deps.record(req, user, "sign-in", user.id, how);
      advance(req, res, user, "signed-in", caller);
    },

    /** Setting up the authenticator app: at sign-in (stage "enrol") or from "My account". */
    async enrol(req: IncomingMessage, res: ServerResponse) {
      const caller = deps.guard.caller(req);
      if (!caller || caller.session.stage === "second-step") throw new Refusal(401, "signed-out");
      const frame = deps.frame(req, caller);
      const { user } = caller;
      // Set up already: a new key here would replace it on the strength of a session alone. A new
      // phone is set up after an owner's "New password link" (or the command line's reset-password),
      // which clears the old one.
      if (user.totpSecret) return redirect(res, headers, "/office/account");
      const issuer = site.shortName;
      if (req.method !== "POST") {
        const secret = newTotpSecret();
        return sendPage(res, headers, 200, enrolPage(frame, { secret, uri: totpUri(secret, user.email, issuer) }));
      }
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const secret = (fields.secret ?? "").replace(/\s/g, "").toUpperCase();
      const step = /^[A-Z2-7]{32}$/.test(secret) ? checkTotp(secret, fields.code ?? "", clock()) : null;
      if (step === null) {
        const again = /^[A-Z2-7]{32}$/.test(secret) ? secret : newTotpSecret();
        return sendPage(
          res,
          headers,
          400,
          enrolPage(frame, { secret: again, uri: totpUri(again, user.email, issuer) }, frame.w.signIn.codeWrong),
        );
      }
      const codes = newRecoveryCodes();
      users.setTotp(user.id, secret, codes);
      users.useTotpStep(user.id, step);
      deps.record(req, user, "two-step-on", user.id);
      if (caller.session.stage === "enrol") {
        deps.record(req, user, "sign-in", user.id, "two-step set up");
        sessions.end(caller.session.tokenHash);
        const { token, session } = sessions.start(user.id, "signed-in", clientAddress(req, deps.trustProxy), clock());
        const signedIn = deps.frame(req, { user, session });
        return sendPage(res, headers, 200, recoveryCodesPage(signedIn, codes, "/office"), {
          "Set-Cookie": setCookie(req, token),
        });
      }
      sendPage(res, headers, 200, recoveryCodesPage(frame, codes, "/office/account"));
    },

    async welcome(req: IncomingMessage, res: ServerResponse, token: string) {
      const userId = links.peek(token, clock());
      const user = userId ? users.byId(userId) : null;
      const frame = deps.frame(req, null, { personLang: user?.uiLang });
      if (!user) return showSignIn(req, res, 410, { error: frame.w.welcome.expired });
      if (req.method !== "POST") return sendPage(res, headers, 200, welcomePage(frame, { name: user.name, token }));
      const { password = "", confirm = "" } = await formFields(req);
      const error = newPasswordError(frame.w, user, password, confirm);
      if (error) return sendPage(res, headers, 400, welcomePage(frame, { name: user.name, token, error }));
      users.setPassword(user.id, await hashPassword(password));
      deps.throttle.unlock(user.email, clock());
      links.use(token);
      sessions.endAll(user.id);
      deps.record(req, user, "password-set", user.id);
      const stage =
        deps.policy.needsTwoStep(user) && !user.totpSecret ? "enrol" : user.totpSecret ? "second-step" : "signed-in";
      if (stage === "signed-in") deps.record(req, user, "sign-in", user.id);
      advance(req, res, user, stage, null);
    },

    async logout(req: IncomingMessage, res: ServerResponse) {
      const caller = deps.guard.caller(req);
      const cookies = [setCookie(req, null)];
      if (caller) {
        checkCsrf(caller.session, await formFields(req));
        sessions.end(caller.session.tokenHash);
        deps.record(req, caller.user, "sign-out", caller.user.id);
        // The sign-in page that follows stays in the language the office was in.
        cookies.push(cookie(req, deps.trustProxy, LANG_COOKIE, caller.user.uiLang, LANG_COOKIE_AGE));
      }
      redirect(res, headers, "/office?signed-out", { "Set-Cookie": cookies });
    },

    /** The language link of the pages before sign-in. */
    language(req: IncomingMessage, res: ServerResponse, url: URL) {
      const to = url.searchParams.get("to") === "es" ? "es" : "en";
      const referer = req.headers.referer ? new URL(req.headers.referer, "http://x").pathname : null;
      redirect(res, headers, backTo(referer), {
        "Set-Cookie": cookie(req, deps.trustProxy, LANG_COOKIE, to, LANG_COOKIE_AGE),
      });
    },
  };
}
