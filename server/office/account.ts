/**
 * "My account" (/office/account), for everyone signed in: the language of the office pages, the
 * languages they speak with families, two-step sign-in (set it up, new recovery codes, turn it
 * off where it is not required), a new password, and signing out everywhere. And the office's
 * settings (/office/settings), for owners: the idle time before sign-out, two-step for everyone.
 * Their pages are in ./account-pages.tsx.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import { IDLE_RANGE } from "../accounts/policy";
import { createElement } from "react";
import { ReplicaSection } from "../replica/status-section";
import { newRecoveryCodes } from "../accounts/two-step";
import { checkCsrf, cookie, SESSION_COOKIE, type Caller } from "../accounts/caller";
import { checkedLangs, formFields, redirect } from "./http";
import type { OfficeDeps } from "./index";
import { accountPage as accountView, settingsPage as settingsView } from "./account-pages";
import type { Frame } from "./layout";
import { newPasswordError, recoveryCodesPage } from "./sign-in-pages";

export function accountPages(deps: OfficeDeps) {
  const { users, sessions, headers } = deps;

  const accountPage = (frame: Frame, caller: Caller, notice: string | null = null, kind: "ok" | "error" = "ok") =>
    accountView(
      frame,
      caller.user,
      { required: deps.policy.needsTwoStep(caller.user), codesLeft: users.recoveryCodesLeft(caller.user.id) },
      notice,
      kind,
    );
  const settingsPage = (frame: Frame, notice: string | null = null) =>
    settingsView(
      frame,
      deps.policy.get(),
      notice,
      createElement(ReplicaSection, { status: deps.replica?.() ?? null, lang: frame.lang, now: deps.clock() }),
    );

  return {
    async account(req: IncomingMessage, res: ServerResponse, caller: Caller) {
      if (req.method !== "POST") return deps.sendPage(req, res, 200, accountPage(deps.frame(req, caller), caller));
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const uiLang: Lang = fields.uiLang === "es" ? "es" : "en";
      const languages = checkedLangs(fields.languages);
      users.update(caller.user.id, { uiLang, languages: languages.length ? languages : [uiLang] });
      deps.record(req, caller.user, "account-preferences", caller.user.id, `${uiLang}; ${languages.join(",")}`);
      const fresh = { ...caller, user: users.byId(caller.user.id)! };
      deps.sendPage(req, res, 200, accountPage(deps.frame(req, fresh), fresh, deps.frame(req, fresh).w.account.saved));
    },

    async action(
      req: IncomingMessage,
      res: ServerResponse,
      caller: Caller,
      what: "password" | "two-step-off" | "new-codes" | "everywhere",
    ) {
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const { user } = caller;
      if (what === "everywhere") {
        sessions.endAll(user.id);
        deps.record(req, user, "sign-out-everywhere", user.id);
        return redirect(res, headers, "/office", { "Set-Cookie": cookie(req, deps.trustProxy, SESSION_COOKIE, "", 0) });
      }
      if (what === "new-codes" && user.totpSecret) {
        const codes = newRecoveryCodes();
        users.setTotp(user.id, user.totpSecret, codes);
        deps.record(req, user, "recovery-codes-new", user.id);
        return deps.sendPage(req, res, 200, recoveryCodesPage(frame, codes, "/office/account"));
      }
      if (what === "two-step-off" && !deps.policy.needsTwoStep(user)) {
        users.setTotp(user.id, null);
        deps.record(req, user, "two-step-off", user.id);
        return redirect(res, headers, "/office/account");
      }
      if (what !== "password") return redirect(res, headers, "/office/account");
      const { current = "", password = "", confirm = "" } = fields;
      const error = !(await verifyPassword(current, user.passwordHash))
        ? w.account.currentWrong
        : newPasswordError(w, user, password, confirm);
      if (error) return deps.sendPage(req, res, 400, accountPage(frame, caller, error, "error"));
      users.setPassword(user.id, await hashPassword(password));
      // Every other session of theirs ends; this one goes on.
      sessions.endAll(user.id);
      const { token, session } = sessions.start(user.id, "signed-in", caller.session.address, deps.clock());
      deps.record(req, user, "password-changed", user.id);
      const fresh = { user, session };
      deps.sendPage(req, res, 200, accountPage(deps.frame(req, fresh), fresh, w.account.passwordSaved), {
        "Set-Cookie": cookie(req, deps.trustProxy, SESSION_COOKIE, token, null),
      });
    },

    async settings(req: IncomingMessage, res: ServerResponse, caller: Caller) {
      const frame = deps.frame(req, caller);
      if (req.method !== "POST") return deps.sendPage(req, res, 200, settingsPage(frame));
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const idle = Math.min(IDLE_RANGE.max, Math.max(IDLE_RANGE.min, Math.round(Number(fields.idle)) || 15));
      const editorsWithoutTwoStep = fields.editorsWithoutTwoStep === "1";
      deps.policy.set({ idleMinutes: idle, editorsWithoutTwoStep });
      deps.record(
        req,
        caller.user,
        "settings-changed",
        null,
        `idle ${idle} min; editors without two-step: ${editorsWithoutTwoStep ? "yes" : "no"}`,
      );
      deps.sendPage(req, res, 200, settingsPage(frame, frame.w.settings.saved));
    },
  };
}
