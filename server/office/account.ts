/**
 * "My account" (/office/account), for everyone signed in: the language of the office pages, the
 * languages they speak with families, two-step sign-in (set it up, new recovery codes, turn it
 * off where it is not required), a new password, and signing out everywhere. And the office's
 * settings (/office/settings), for owners: the idle time before sign-out, two-step for everyone.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import { IDLE_RANGE } from "../accounts/policy";
import { newRecoveryCodes } from "../accounts/two-step";
import { escapeHtml as e, join } from "../html";
import { checkCsrf, cookie, SESSION_COOKIE, type Caller } from "../accounts/caller";
import { formFields, redirect } from "./http";
import type { OfficeDeps } from "./index";
import { BUTTON, field, message, page, postForm, PRIMARY, type Frame } from "./layout";
import { newPasswordError, newPasswordFields, recoveryCodesPage } from "./sign-in-pages";

const LANGS: Lang[] = ["en", "es"];

export function accountPages(deps: OfficeDeps) {
  const { users, sessions, headers } = deps;

  function accountPage(frame: Frame, caller: Caller, notice: string | null = null, kind: "ok" | "error" = "ok") {
    const { w } = frame;
    const { user } = caller;
    const required = deps.policy.needsTwoStep(user);
    const radios = (name: string, checked: (l: Lang) => boolean, type: "radio" | "checkbox") =>
      LANGS.map(
        (l) =>
          `<label class="flex min-h-12 items-center gap-2"><input type="${type}" name="${name}" value="${l}" class="size-6"${checked(l) ? " checked" : ""}> ${e(w.language[l])}</label>`,
      );
    return page(
      frame,
      w.account.title,
      join([
        `<h1 class="text-3xl">${e(w.account.title)}</h1>`,
        message(notice, kind),
        postForm(
          frame,
          "/office/account",
          [
            `<fieldset class="grid gap-1"><legend class="font-bold">${e(w.account.language)}</legend>`,
            radios("uiLang", (l) => l === user.uiLang, "radio"),
            `</fieldset><fieldset class="grid gap-1"><legend class="font-bold">${e(w.account.languages)}</legend>`,
            radios("languages", (l) => user.languages.includes(l), "checkbox"),
            `</fieldset><div><button class="${PRIMARY}">${e(w.account.save)}</button></div>`,
          ],
          "mt-6 grid max-w-xl gap-4",
        ),
        `<section class="mt-8" aria-labelledby="two-step"><h2 id="two-step" class="text-2xl">${e(w.account.twoStep)}</h2>`,
        `<p class="mt-2">${e(user.totpSecret ? w.account.twoStepOn(users.recoveryCodesLeft(user.id)) : w.account.twoStepOff)}</p>`,
        `<div class="mt-3 flex flex-wrap gap-3">`,
        user.totpSecret
          ? [
              postForm(
                frame,
                "/office/account/new-codes",
                `<button class="${BUTTON}">${e(w.account.newCodes)}</button>`,
              ),
              !required &&
                postForm(
                  frame,
                  "/office/account/two-step-off",
                  `<button class="${BUTTON}">${e(w.account.turnOff)}</button>`,
                ),
            ]
          : `<a class="${PRIMARY}" href="/office/enrol">${e(w.account.setUp)}</a>`,
        `</div></section>`,
        `<section class="mt-8 max-w-xl" aria-labelledby="password-heading"><h2 id="password-heading" class="text-2xl">${e(w.account.password)}</h2>`,
        postForm(
          frame,
          "/office/account/password",
          [
            field({
              id: "current",
              label: w.account.current,
              type: "password",
              required: true,
              autocomplete: "current-password",
            }),
            newPasswordFields(w),
            `<div><button class="${BUTTON}">${e(w.account.password)}</button></div>`,
          ],
          "mt-4 grid gap-4",
        ),
        `</section><section class="mt-8" aria-labelledby="everywhere"><h2 id="everywhere" class="text-2xl">${e(w.account.everywhere)}</h2>`,
        `<p class="mt-2">${e(w.account.everywhereHint)}</p>`,
        postForm(
          frame,
          "/office/account/everywhere",
          `<button class="${BUTTON}">${e(w.account.everywhere)}</button>`,
          "mt-3",
        ),
        `</section>`,
      ]),
    );
  }

  function settingsPage(frame: Frame, notice: string | null = null) {
    const { w } = frame;
    const policy = deps.policy.get();
    return page(
      frame,
      w.settings.title,
      join([
        `<h1 class="text-3xl">${e(w.settings.title)}</h1>`,
        message(notice, "ok"),
        postForm(
          frame,
          "/office/settings",
          [
            field({
              id: "idle",
              label: w.settings.idle,
              type: "number",
              value: String(policy.idleMinutes),
              hint: w.settings.idleHint,
              required: true,
              extra: `min="${IDLE_RANGE.min}" max="${IDLE_RANGE.max}" inputmode="numeric"`,
            }),
            `<label class="flex min-h-12 items-center gap-2"><input type="checkbox" name="twoStepForAll" value="1" class="size-6"${policy.twoStepForAll ? " checked" : ""}> ${e(w.settings.twoStepAll)}</label>`,
            `<div><button class="${PRIMARY}">${e(w.settings.save)}</button></div>`,
          ],
          "mt-6 grid max-w-xl gap-4",
        ),
      ]),
    );
  }

  return {
    async account(req: IncomingMessage, res: ServerResponse, caller: Caller) {
      if (req.method !== "POST") return deps.sendPage(req, res, 200, accountPage(deps.frame(req, caller), caller));
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const uiLang: Lang = fields.uiLang === "es" ? "es" : "en";
      const languages = LANGS.filter((l) => (fields.languages ?? "").split(/,\s*/).includes(l));
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
      const twoStepForAll = fields.twoStepForAll === "1";
      deps.policy.set({ idleMinutes: idle, twoStepForAll });
      deps.record(
        req,
        caller.user,
        "settings-changed",
        null,
        `idle ${idle} min; two-step for all: ${twoStepForAll ? "yes" : "no"}`,
      );
      deps.sendPage(req, res, 200, settingsPage(frame, frame.w.settings.saved));
    },
  };
}
