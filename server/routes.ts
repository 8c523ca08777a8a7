/**
 * Every address the server answers itself, in one list: method, path, who may ask, handler.
 * What is not here is a file of the build (./static-files.ts). A row's access is checked before
 * its handler runs (`requireCaller` in ./accounts/caller.ts), so a handler starts with the person
 * already known; `anyone` is for the forms and the steps of signing in, nothing else.
 * `:name` in a path is one segment of the shape PARAMS gives it.
 */
import type { Access, Caller } from "./accounts/caller";
import { FORMS } from "./forms/form-endpoint";
import type { Handlers, Hit, Room } from "./router";

export type Method = "GET" | "POST";

export interface Route {
  method: Method;
  path: string;
  /** Whose answers these are: the room that turns a refusal or a bad body into its own kind of page. */
  room: Room;
  access: Access;
  handle(app: Handlers, hit: Hit, caller: Caller | null): unknown;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The shape of each `:name` a path may hold. */
export const PARAMS: Record<string, string> = {
  form: "[^/]*",
  sent: FORMS.join("|"),
  id: UUID,
  file: UUID,
  person: UUID,
  token: "[A-Za-z0-9_-]{20,100}",
  commit: "[0-9a-f]{40}",
};

type Handle = (app: Handlers, hit: Hit) => unknown;
type StaffHandle = (app: Handlers, hit: Hit, caller: Caller) => unknown;

const open = (room: Room, method: Method, path: string, handle: Handle): Route => ({
  method,
  path,
  room,
  access: "anyone",
  handle: (app, hit) => handle(app, hit),
});

function staff(method: Method, path: string, access: Exclude<Access, "anyone">, handle: StaffHandle): Route {
  return {
    method,
    path,
    room: path.startsWith("/admin/") ? "editor" : "office",
    access,
    handle(app, hit, caller) {
      if (!caller) throw new Error(`No caller for ${path}: its room did not check ${access}`);
      return handle(app, hit, caller);
    },
  };
}

const office = (method: Method, path: string, handle: Handle) => open("office", method, path, handle);

export const ROUTES: readonly Route[] = [
  // The public forms.
  open("forms", "POST", "/api/forms/:form", (app, { req, res, params }) => app.forms.handle(req, res, params.form!)),
  open("forms", "GET", "/forms/:sent/sent", (app, { req, res, params }) =>
    app.forms.sent(req, res, params.sent!, "en"),
  ),
  open("forms", "GET", "/es/forms/:sent/sent", (app, h) => app.forms.sent(h.req, h.res, h.params.sent!, "es")),
  open("forms", "GET", "/newsletter/leave/:id/:token", (app, h) =>
    app.forms.leave(h.req, h.res, h.params.id!, h.params.token!),
  ),
  open("forms", "POST", "/newsletter/leave/:id/:token", (app, h) =>
    app.forms.leave(h.req, h.res, h.params.id!, h.params.token!),
  ),

  // Signing in and out: open to anyone, each step checks its own session stage.
  office("POST", "/office/login", (app, { req, res }) => app.signIn.login(req, res)),
  office("GET", "/office/login/code", (app, { req, res }) => app.signIn.code(req, res)),
  office("POST", "/office/login/code", (app, { req, res }) => app.signIn.code(req, res)),
  office("GET", "/office/enrol", (app, { req, res }) => app.signIn.enrol(req, res)),
  office("POST", "/office/enrol", (app, { req, res }) => app.signIn.enrol(req, res)),
  office("POST", "/office/logout", (app, { req, res }) => app.signIn.logout(req, res)),
  office("GET", "/office/language", (app, { req, res, url }) => app.signIn.language(req, res, url)),
  office("POST", "/office/language", (app, { req, res, url }) => app.signIn.language(req, res, url)),
  office("GET", "/office/welcome/:token", (app, { req, res, params }) => app.signIn.welcome(req, res, params.token!)),
  office("POST", "/office/welcome/:token", (app, { req, res, params }) => app.signIn.welcome(req, res, params.token!)),
  office("GET", "/office/office.js", (app, { res }) => app.officeScript(res)),

  // The requests.
  staff("GET", "/office", "read:requests", (app, { req, res, url }, c) => app.queue.list(req, res, c, url)),
  staff("GET", "/office/export.csv", "export:requests", (app, h, c) => app.queue.exportCsv(h.req, h.res, c, h.url)),
  staff("GET", "/office/newsletter", "export:requests", (app, { req, res }, c) => app.queue.newsletter(req, res, c)),
  staff("GET", "/office/requests/:id", "read:requests", (app, h, c) =>
    app.request.view(h.req, h.res, c, h.params.id!, h.url),
  ),
  staff("POST", "/office/requests/:id/status", "update:requests", (app, h, c) =>
    app.request.change(h.req, h.res, c, h.params.id!, "status", h.url),
  ),
  staff("POST", "/office/requests/:id/assign", "update:requests", (app, h, c) =>
    app.request.change(h.req, h.res, c, h.params.id!, "assign", h.url),
  ),
  staff("POST", "/office/requests/:id/note", "update:requests", (app, h, c) =>
    app.request.change(h.req, h.res, c, h.params.id!, "note", h.url),
  ),
  staff("GET", "/office/requests/:id/delete", "delete:requests", (app, h, c) =>
    app.request.change(h.req, h.res, c, h.params.id!, "delete", h.url),
  ),
  staff("POST", "/office/requests/:id/delete", "delete:requests", (app, h, c) =>
    app.request.change(h.req, h.res, c, h.params.id!, "delete", h.url),
  ),
  staff("GET", "/office/requests/:id/files/:file", "read:requests", (app, h, c) =>
    app.documents.download(h.req, h.res, c, h.params.id!, h.params.file!),
  ),

  // The staff, the audit trail, the settings and one's own account.
  staff("GET", "/office/staff", "manage:staff", (app, { req, res, url }, c) => app.staff.list(req, res, c, url)),
  staff("POST", "/office/staff/invite", "manage:staff", (app, { req, res }, c) => app.staff.invite(req, res, c)),
  staff("POST", "/office/staff/:person/role", "manage:staff", (app, h, c) =>
    app.staff.change(h.req, h.res, c, h.params.person!, "role"),
  ),
  staff("POST", "/office/staff/:person/reset", "manage:staff", (app, h, c) =>
    app.staff.change(h.req, h.res, c, h.params.person!, "reset"),
  ),
  staff("POST", "/office/staff/:person/unlock", "manage:staff", (app, h, c) =>
    app.staff.change(h.req, h.res, c, h.params.person!, "unlock"),
  ),
  staff("POST", "/office/staff/:person/remove", "manage:staff", (app, h, c) =>
    app.staff.change(h.req, h.res, c, h.params.person!, "remove"),
  ),
  staff("GET", "/office/audit", "read:audit", (app, { req, res, url }, c) => app.audit.list(req, res, c, url, "html")),
  staff("GET", "/office/audit.csv", "read:audit", (app, { req, res, url }, c) =>
    app.audit.list(req, res, c, url, "csv"),
  ),
  staff("GET", "/office/settings", "update:settings", (app, { req, res }, c) => app.account.settings(req, res, c)),
  staff("POST", "/office/settings", "update:settings", (app, { req, res }, c) => app.account.settings(req, res, c)),
  staff("POST", "/office/alive", "signed-in", (app, { req, res }, c) => app.alive(req, res, c)),
  staff("GET", "/office/account", "signed-in", (app, { req, res }, c) => app.account.account(req, res, c)),
  staff("POST", "/office/account", "signed-in", (app, { req, res }, c) => app.account.account(req, res, c)),
  staff("POST", "/office/account/password", "signed-in", (app, h, c) =>
    app.account.action(h.req, h.res, c, "password"),
  ),
  staff("POST", "/office/account/two-step-off", "signed-in", (app, h, c) =>
    app.account.action(h.req, h.res, c, "two-step-off"),
  ),
  staff("POST", "/office/account/new-codes", "signed-in", (app, h, c) =>
    app.account.action(h.req, h.res, c, "new-codes"),
  ),
  staff("POST", "/office/account/everywhere", "signed-in", (app, h, c) =>
    app.account.action(h.req, h.res, c, "everywhere"),
  ),

  // The site: its history (with undo) and the editor's backend.
  staff("GET", "/office/site", "edit:site", (app, { req, res, url }, c) => app.siteHistory.list(req, res, c, url)),
  // The editor's way back in: signed out, /admin/ sends here, so signing in ends in the editor.
  staff("GET", "/office/site/editor", "edit:site", (app, { res }) => app.siteHistory.openEditor(res)),
  staff("GET", "/office/site/undo/:commit", "edit:site", (app, h, c) =>
    app.siteHistory.confirmUndo(h.req, h.res, c, h.params.commit!),
  ),
  staff("POST", "/office/site/undo/:commit", "edit:site", (app, h, c) =>
    app.siteHistory.undo(h.req, h.res, c, h.params.commit!),
  ),
  staff("POST", "/admin/api", "edit:site", (app, { req, res }, c) => app.editor.api(req, res, c)),
];
