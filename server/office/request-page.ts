/**
 * One request's page (/office/requests/<id>, drawn by ./request-view.tsx): everything it holds
 * (labels, not codes; the phone to tap), the documents that came with it, its reply-by countdown,
 * status, assignment (staff who speak the family's language first), notes and history; deleting
 * it (with its documents) asks first. Opening it and every change are recorded
 * in the audit trail; after a change the page comes back to the same request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isStatusOf } from "../db/requests";
import { localTime } from "./format";
import { checkCsrf, type Caller } from "../accounts/caller";
import { REQUEST_ACTIONS } from "./history";
import { backTo, formFields, redirect } from "./http";
import { assignable } from "./queue";
import type { OfficeDeps } from "./index";
import type { Frame } from "./layout";
import { senderOf } from "./request-fields";
import { requestPage, type RequestAction } from "./request-view";
import { confirmPage, notePage } from "./sign-in-pages";

type Action = RequestAction;

export function requestPages(deps: OfficeDeps) {
  const { requests, users, headers, clock } = deps;

  /** The request, or its 404 page answered (null). */
  function found(req: IncomingMessage, res: ServerResponse, frame: Frame, id: string) {
    const r = requests.get(id);
    if (!r) deps.sendPage(req, res, 404, notePage(frame, frame.w.request.notFound, frame.w.request.notFound));
    return r;
  }

  return {
    /** GET /office/requests/<id>: the page; opening it is recorded. */
    view(req: IncomingMessage, res: ServerResponse, caller: Caller, id: string, url: URL) {
      const frame = deps.frame(req, caller);
      const r = found(req, res, frame, id);
      if (!r) return;
      const change = url.searchParams.get("saved");
      const saved =
        change === "status" || change === "assign" || change === "note" ? frame.w.request.saved[change] : null;
      // Coming back after a change is the same visit: its opening is recorded once.
      if (!saved) deps.record(req, caller.user, REQUEST_ACTIONS.viewed, id);
      const files = requests.files(r.id);
      const html = requestPage(frame, r, {
        back: backTo(url.searchParams.get("back")),
        saved,
        // Staff who speak the family's language first, then the others; editors do not work requests.
        staff: users
          .list()
          .filter(assignable)
          .sort((a, b) => Number(b.languages.includes(r.lang)) - Number(a.languages.includes(r.lang))),
        notes: requests.notes(r.id),
        files,
        history: deps.audit.forTarget(r.id),
        nameOf: (userId) => users.byId(userId)?.name ?? userId,
        canDelete: deps.can(frame, "delete:requests"),
        now: clock(),
      });
      deps.sendPage(req, res, 200, html);
    },

    /** A change posted from the page (status, assignment, note), or deleting it (GET asks first). */
    async change(req: IncomingMessage, res: ServerResponse, caller: Caller, id: string, act: Action, url: URL) {
      const post = req.method === "POST";
      const frame = deps.frame(req, caller);
      const { w } = frame;
      const back = backTo(url.searchParams.get("back"));
      const r = found(req, res, frame, id);
      if (!r) return;
      const here = `/office/requests/${id}?back=${encodeURIComponent(back)}`;

      if (act === "delete" && !post)
        return deps.sendPage(
          req,
          res,
          200,
          confirmPage(frame, {
            title: w.request.deleteTitle,
            about: `${senderOf(r)} · ${w.kinds[r.form]} · ${localTime(r.receivedAt, frame.lang)}`,
            warning: w.request.deleteWarning,
            action: `/office/requests/${id}/delete?back=${encodeURIComponent(back)}`,
            confirm: w.request.deleteConfirm,
            back: here,
          }),
        );
      const fields = await formFields(req);
      checkCsrf(caller.session, fields);
      if (act === "delete") {
        requests.remove(id);
        deps.record(req, caller.user, REQUEST_ACTIONS.deleted, id, r.form);
        return redirect(res, headers, `${back}${back.includes("?") ? "&" : "?"}done=deleted`);
      }
      if (act === "status") {
        const status = fields.status ?? "";
        if (!isStatusOf(r.form, status))
          return deps.sendPage(req, res, 400, notePage(frame, w.errors.badRequest, w.errors.badRequest));
        if (status !== r.status) {
          requests.setStatus(id, status);
          deps.record(req, caller.user, REQUEST_ACTIONS.status, id, status);
        }
      }
      if (act === "assign") {
        const assignee = fields.assignee ? users.byId(fields.assignee) : null;
        if (fields.assignee && (!assignee || !assignable(assignee)))
          return deps.sendPage(req, res, 400, notePage(frame, w.errors.badRequest, w.errors.badRequest));
        if ((assignee?.id ?? null) !== r.assignedTo) {
          requests.assign(id, assignee?.id ?? null);
          deps.record(req, caller.user, REQUEST_ACTIONS.assigned, id, assignee?.id ?? "");
        }
      }
      if (act === "note") {
        const text = (fields.note ?? "").trim().slice(0, 4000);
        if (text) {
          requests.addNote(id, caller.user, text, clock());
          deps.record(req, caller.user, REQUEST_ACTIONS.note, id);
        }
      }
      redirect(res, headers, `${here}&saved=${act}`);
    },
  };
}
