/**
 * Staff, for owners (/office/staff): who has an account, their role, languages, two-step sign-in
 * and state; invite someone (the one-time link e-mailed through SMTP_URL, or shown once to copy),
 * change a role, give a new password link (their sessions end), remove someone (signed out at
 * once). The office always keeps one owner. Every change is in the audit trail.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import { isRole, ROLES } from "../accounts/permissions";
import { setPasswordPath } from "../accounts/links";
import type { User } from "../accounts/users";
import { escapeHtml as e, join } from "../html";
import { isHttps } from "../request-info";
import { checkCsrf } from "./guard";
import { formFields, originOf, redirect } from "./http";
import { unlockAccount } from "../accounts/throttle";
import type { OfficeDeps } from "./index";
import { BUTTON, field, message, page, postForm, PRIMARY, select, type Frame } from "./layout";
import { confirmPage } from "./sign-in-pages";
import { invitationMail } from "./staff-mail";

const LANGS: Lang[] = ["en", "es"];

export function staffPages(deps: OfficeDeps) {
  const { users, links, sessions, headers, clock } = deps;

  function linkFor(req: IncomingMessage, user: User): string {
    return `${originOf(req, isHttps(req, deps.trustProxy), deps.trustProxy)}${setPasswordPath(links.create(user.id, clock()))}`;
  }

  function state(frame: Frame, u: User): string {
    const { w } = frame;
    if (u.lockedUntil && u.lockedUntil > clock()) return w.staff.locked;
    return u.passwordHash ? w.staff.active : w.staff.invited;
  }

  function listPage(
    frame: Frame,
    notice: string | null = null,
    kind: "ok" | "error" = "ok",
    link: string | null = null,
  ) {
    const { w } = frame;
    const people = users.list();
    return page(
      frame,
      w.staff.title,
      join([
        `<h1 class="text-3xl">${e(w.staff.title)}</h1>`,
        message(notice, kind),
        link && `<p class="mt-2 break-all rounded-lg bg-brand-50 p-3 font-mono" data-link>${e(link)}</p>`,
        `<ul class="mt-6 grid gap-4">`,
        people.map((u) =>
          join([
            `<li class="rounded-2xl border-2 border-brand-200 p-4"><h2 class="text-xl">${e(u.name)}</h2>`,
            `<p>${e(u.email)} · ${e(w.roleShort[u.role])} · ${e(u.languages.map((l) => w.language[l]).join(", "))}</p>`,
            `<p>${e(w.staff.twoStep)}: ${e(u.totpSecret ? w.staff.on : w.staff.off)} · ${e(w.staff.status)}: ${e(state(frame, u))}</p>`,
            `<div class="mt-3 flex flex-wrap items-end gap-3">`,
            postForm(
              frame,
              `/office/staff/${u.id}/role`,
              [
                select({
                  id: `role-${u.id}`,
                  name: "role",
                  label: w.staff.role,
                  value: u.role,
                  choices: ROLES.map((r): [string, string] => [r, w.roleShort[r]]),
                }),
                `<button class="${BUTTON}">${e(w.staff.saveRole)}</button>`,
              ],
              "flex flex-wrap items-end gap-2",
            ),
            postForm(frame, `/office/staff/${u.id}/reset`, `<button class="${BUTTON}">${e(w.staff.reset)}</button>`),
            u.lockedUntil !== null &&
              u.lockedUntil > clock() &&
              postForm(
                frame,
                `/office/staff/${u.id}/unlock`,
                `<button class="${BUTTON}">${e(w.staff.unlock)}</button>`,
              ),
            u.id !== frame.user?.id &&
              postForm(
                frame,
                `/office/staff/${u.id}/remove`,
                `<button class="${BUTTON}">${e(w.staff.remove)}</button>`,
              ),
            `</div></li>`,
          ]),
        ),
        `</ul>`,
        `<section class="mt-8 max-w-xl" aria-labelledby="invite"><h2 id="invite" class="text-2xl">${e(w.staff.invite)}</h2>`,
        postForm(
          frame,
          "/office/staff/invite",
          [
            field({ id: "name", label: w.staff.name, required: true, autocomplete: "off" }),
            field({ id: "email", label: w.staff.email, type: "email", required: true, autocomplete: "off" }),
            `<fieldset class="grid gap-1"><legend class="font-bold">${e(w.staff.role)}</legend>`,
            ROLES.map(
              (r) =>
                `<label class="flex min-h-12 items-center gap-2"><input type="radio" name="role" value="${r}" class="size-6"${r === "intake" ? " checked" : ""}> ${e(w.roles[r])}</label>`,
            ),
            `</fieldset><fieldset class="grid gap-1"><legend class="font-bold">${e(w.staff.languages)}</legend>`,
            LANGS.map(
              (l) =>
                `<label class="flex min-h-12 items-center gap-2"><input type="checkbox" name="languages" value="${l}" class="size-6"${l === "en" ? " checked" : ""}> ${e(w.language[l])}</label>`,
            ),
            `</fieldset><div><button class="${PRIMARY}">${e(w.staff.inviteSubmit)}</button></div>`,
          ],
          "mt-4 grid gap-4",
        ),
        `</section>`,
      ]),
    );
  }

  return {
    list(req: IncomingMessage, res: ServerResponse) {
      const caller = deps.guard.require(req, "manage:staff");
      deps.sendPage(req, res, 200, listPage(deps.frame(req, caller)));
    },

    async invite(req: IncomingMessage, res: ServerResponse) {
      const caller = deps.guard.require(req, "manage:staff");
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const name = (fields.name ?? "").trim().slice(0, 100);
      const email = (fields.email ?? "").trim().slice(0, 200);
      const role = fields.role ?? "";
      const languages = LANGS.filter((l) => (fields.languages ?? "").split(/,\s*/).includes(l));
      if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !isRole(role))
        return deps.sendPage(req, res, 400, listPage(frame, w.staff.invalid, "error"));
      if (users.byEmail(email)) return deps.sendPage(req, res, 409, listPage(frame, w.staff.exists, "error"));
      const person = users.add(
        {
          name,
          email,
          role,
          languages: languages.length ? languages : ["en"],
          uiLang: languages.length === 1 && languages[0] === "es" ? "es" : "en",
        },
        clock(),
      );
      deps.record(req, caller.user, "account-invited", person.id, role);
      const link = linkFor(req, person);
      if (!deps.sendMail) return deps.sendPage(req, res, 200, listPage(frame, w.staff.invitedLink, "ok", link));
      try {
        await deps.sendMail(invitationMail(person, caller.user, link));
        deps.sendPage(req, res, 200, listPage(frame, w.staff.invitedMail(person.email)));
      } catch {
        deps.sendPage(req, res, 200, listPage(frame, w.staff.mailFailed, "error", link));
      }
    },

    async change(req: IncomingMessage, res: ServerResponse, id: string, what: "role" | "reset" | "unlock" | "remove") {
      const caller = deps.guard.require(req, "manage:staff");
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const person = users.byId(id);
      if (!person) return deps.sendPage(req, res, 404, listPage(frame, w.errors.notFound, "error"));
      if (req.method !== "POST") return deps.sendPage(req, res, 405, "", { Allow: "POST" });
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const lastOwner = person.role === "owner" && users.owners().length === 1;
      if (what === "role") {
        const role = fields.role ?? "";
        if (!isRole(role)) return deps.sendPage(req, res, 400, listPage(frame, w.staff.invalid, "error"));
        if (lastOwner && role !== "owner")
          return deps.sendPage(req, res, 409, listPage(frame, w.staff.lastOwner, "error"));
        if (role !== person.role) {
          users.update(id, { role });
          deps.record(req, caller.user, "account-role", id, `${person.role} -> ${role}`);
        }
        return redirect(res, headers, "/office/staff");
      }
      if (what === "unlock") {
        unlockAccount(deps.throttle, users, person, clock());
        deps.record(req, caller.user, "account-unlocked", id);
        return redirect(res, headers, "/office/staff");
      }
      if (what === "reset") {
        unlockAccount(deps.throttle, users, person, clock());
        sessions.endAll(id);
        const link = linkFor(req, person);
        deps.record(req, caller.user, "account-password-link", id);
        return deps.sendPage(req, res, 200, listPage(frame, w.staff.resetDone, "ok", link));
      }
      // Removing asks first: the button posts without "confirm", the page asks, "Yes" posts it.
      if (fields.confirm !== "yes")
        return deps.sendPage(
          req,
          res,
          200,
          confirmPage(frame, {
            title: w.staff.removeTitle(person.name),
            warning: w.staff.removeWarning,
            action: `/office/staff/${id}/remove`,
            confirm: w.staff.removeConfirm,
            back: "/office/staff",
          }),
        );
      if (lastOwner || id === caller.user.id)
        return deps.sendPage(req, res, 409, listPage(frame, w.staff.lastOwner, "error"));
      users.remove(id);
      deps.record(req, caller.user, "account-removed", id, person.role);
      redirect(res, headers, "/office/staff");
    },
  };
}
