/**
 * Staff, for owners (/office/staff): who has an account, their role, languages, two-step sign-in
 * and state; invite someone (the one-time link e-mailed through SMTP_URL, or shown once to copy),
 * change a role, give a new password link (their sessions end), remove someone (signed out at
 * once). The office always keeps one owner. Every change is in the audit trail. The page itself
 * is ./staff-page.tsx.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { langs, type Lang } from "~/i18n/lang";
import { isRole } from "../accounts/permissions";
import { setPasswordPath } from "../accounts/links";
import type { User } from "../accounts/users";
import { checkCsrf, type Caller } from "../accounts/caller";
import { checkedLangs, formFields, redirect } from "./http";
import { unlockAccount } from "../accounts/throttle";
import type { OfficeDeps } from "./index";
import type { Frame } from "./layout";
import { confirmPage } from "./sign-in-pages";
import { staffPage } from "./staff-page";
import { invitationMail } from "./staff-mail";

export function staffPages(deps: OfficeDeps) {
  const { users, links, sessions, headers, clock } = deps;

  function linkFor(req: IncomingMessage, user: User): string {
    return `${deps.origin()}${setPasswordPath(links.create(user.id, clock()))}`;
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
    const people = users.list().map((person) => ({
      person,
      state: state(frame, person),
      locked: person.lockedUntil !== null && person.lockedUntil > clock(),
    }));
    return staffPage(frame, people, { text: notice, kind, link });
  }

  return {
    list(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL) {
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const invited = users.byId(url.searchParams.get("invited") ?? "");
      const notice = invited
        ? w.staff.invitedMail(invited.name, invited.email)
        : url.searchParams.get("done") === "removed"
          ? w.staff.removed
          : null;
      deps.sendPage(req, res, 200, listPage(frame, notice, "ok"));
    },

    async invite(req: IncomingMessage, res: ServerResponse, caller: Caller) {
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const name = (fields.name ?? "").trim().slice(0, 100);
      const email = (fields.email ?? "").trim().slice(0, 200);
      const role = fields.role ?? "";
      const languages = checkedLangs(fields.languages);
      // Their office pages and the invitation: as chosen; a form without the choice, Spanish for
      // someone who speaks only Spanish with families.
      const uiLang: Lang =
        langs.find((l) => l === fields.uiLang) ?? (languages.length === 1 && languages[0] === "es" ? "es" : "en");
      if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !isRole(role))
        return deps.sendPage(req, res, 400, listPage(frame, w.staff.invalid, "error"));
      if (users.byEmail(email)) return deps.sendPage(req, res, 409, listPage(frame, w.staff.exists, "error"));
      const person = users.add(
        {
          name,
          email,
          role,
          languages: languages.length ? languages : ["en"],
          uiLang,
        },
        clock(),
      );
      deps.record(req, caller.user, "account-invited", person.id, role);
      const link = linkFor(req, person);
      if (!deps.sendMail)
        return deps.sendPage(req, res, 200, listPage(frame, w.staff.invitedLink(person.name), "ok", link));
      try {
        await deps.sendMail(invitationMail(person, caller.user, link));
        // To a page of its own: reloading it shows the list again, it does not post (nor invite) again.
        redirect(res, headers, `/office/staff?invited=${person.id}`);
      } catch {
        deps.sendPage(req, res, 200, listPage(frame, w.staff.mailFailed(person.name), "error", link));
      }
    },

    async change(
      req: IncomingMessage,
      res: ServerResponse,
      caller: Caller,
      id: string,
      what: "role" | "reset" | "unlock" | "remove",
    ) {
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const person = users.byId(id);
      if (!person) return deps.sendPage(req, res, 404, listPage(frame, w.errors.notFound, "error"));
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
        // Also for a lost phone: the authenticator app is set up again after the new password.
        const hadTwoStep = Boolean(person.totpSecret);
        if (hadTwoStep) users.setTotp(id, null);
        const link = linkFor(req, person);
        deps.record(req, caller.user, "account-password-link", id, hadTwoStep ? "two-step cleared" : "");
        return deps.sendPage(req, res, 200, listPage(frame, w.staff.resetDone(person.name), "ok", link));
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
      redirect(res, headers, "/office/staff?done=removed");
    },
  };
}
