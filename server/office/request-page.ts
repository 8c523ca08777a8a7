/**
 * One request's page (/office/requests/<id>): everything it holds (labels, not codes; the phone
 * to tap), the documents that came with it (./documents.ts), its reply-by countdown, status,
 * assignment (staff who speak the family's language first), notes and history; deleting it (with
 * its documents) asks first. Opening it and every change are recorded
 * in the audit trail; after a change the page comes back to the same request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeHtml as e, join } from "../html";
import { STATUSES, isStatusOf, type StoredRequest } from "../db/requests";
import { countdown, localTime, telHref } from "./format";
import { checkCsrf, type Caller } from "../accounts/caller";
import { REQUEST_ACTIONS, actorName, describe } from "./history";
import { backTo, formFields, redirect } from "./http";
import type { OfficeDeps } from "./index";
import { BUTTON, message, page, postForm, PRIMARY, select, type Frame } from "./layout";
import { documentsSection } from "./documents";
import { referrerOf, senderOf, shownFields, type ShownField } from "./request-fields";
import { confirmPage, notePage } from "./sign-in-pages";
import { referenceOf } from "../referral-confirmation";

type Action = "status" | "assign" | "note" | "delete";

export function requestPages(deps: OfficeDeps) {
  const { requests, users, headers, clock } = deps;

  function details(frame: Frame, r: StoredRequest): string {
    const { w } = frame;
    if (!r.values) return message(w.queue.encrypted);
    // A form with groups (a referral) shows each group under its heading.
    const runs: { group?: string; fields: ShownField[] }[] = [];
    for (const f of shownFields(r, frame.lang)) {
      const last = runs.at(-1);
      if (last && last.group === f.group) last.fields.push(f);
      else runs.push({ group: f.group, fields: [f] });
    }
    return join([
      runs.map((run) => fieldList(run.fields, run.group)),
      r.form === "contact" &&
        `<p class="mt-3 font-bold">${e(r.values.textConsent === "yes" ? w.request.textOk : w.request.textNo)}</p>`,
    ]);
  }

  function fieldList(fields: ShownField[], group?: string): string {
    return join([
      group && `<h3 class="mt-4 text-xl">${e(group)}</h3>`,
      `<dl class="mt-2 grid gap-3 sm:grid-cols-2">`,
      fields.map((f) =>
        join([
          `<div><dt class="font-bold">${e(f.label)}</dt><dd class="whitespace-pre-line">`,
          f.kind === "tel"
            ? `<a class="underline" href="${telHref(f.raw)}">${e(f.raw)}</a>`
            : f.kind === "email"
              ? `<a class="underline" href="mailto:${e(f.raw)}">${e(f.raw)}</a>`
              : e(f.text),
          `</dd></div>`,
        ]),
      ),
      `</dl>`,
    ]);
  }

  function pageBody(frame: Frame, r: StoredRequest, back: string, saved: string | null): string {
    const { w } = frame;
    const action = (name: Action) => `/office/requests/${r.id}/${name}?back=${encodeURIComponent(back)}`;
    // Staff who speak the family's language first, then the others; editors do not work requests.
    const staff = users
      .list()
      .filter((u) => u.role !== "editor")
      .sort((a, b) => Number(b.languages.includes(r.lang)) - Number(a.languages.includes(r.lang)));
    const history = deps.audit.forTarget(r.id);
    const nameOf = (id: string) => users.byId(id)?.name ?? id;
    const notes = requests.notes(r.id);
    const files = requests.files(r.id);
    const number = (fileId: string) => files.find((f) => f.id === fileId)?.position ?? null;
    const referrer = referrerOf(r);
    return join([
      `<p><a class="underline" href="${e(back)}">${e(w.request.back)}</a></p>`,
      `<h1 class="mt-2 text-3xl">${e(senderOf(r) || w.kinds[r.form])}</h1>`,
      // After a change the page comes back saying so, and the focus is on those words (read at once).
      saved &&
        `<p role="status" tabindex="-1" autofocus class="mt-4 rounded-lg border-2 border-brand-700 p-3 font-bold text-brand-800">${e(saved)}</p>`,
      referrer && `<p class="mt-1 font-bold">${e(w.request.referrer(referrer))}</p>`,
      r.form === "referral" && `<p class="mt-1">${e(w.request.reference(referenceOf(r.id)))}</p>`,
      `<p class="mt-1">${e(w.kinds[r.form])} · ${e(w.language[r.lang])} · ${e(w.queue.received)} ${e(localTime(r.receivedAt, frame.lang))}</p>`,
      r.replyBy !== null &&
        r.status === "new" &&
        `<p class="mt-1">${e(w.queue.replyBy)} ${e(localTime(r.replyBy, frame.lang))}: ${countdown(r.replyBy, clock(), w)}</p>`,
      r.values?.phone &&
        `<p class="mt-4"><a class="${PRIMARY}" href="${telHref(r.values.phone)}">${e(w.request.call(r.values.phone))}</a></p>`,
      `<section class="mt-6" aria-labelledby="details"><h2 id="details" class="text-2xl">${e(w.request.details)}</h2>${details(frame, r)}</section>`,
      (files.length > 0 || r.form === "referral" || r.form === "application") && documentsSection(frame, r.id, files),
      `<section class="mt-6 grid gap-4 sm:grid-cols-2" aria-label="${e(w.request.setStatus)}">`,
      STATUSES[r.form].length > 1 &&
        postForm(
          frame,
          action("status"),
          [
            select({
              id: "status",
              label: w.request.status,
              value: r.status,
              choices: STATUSES[r.form].map((s): [string, string] => [s, w.statuses[s]]),
            }),
            `<div><button class="${BUTTON}">${e(w.request.save)}</button></div>`,
          ],
          "grid gap-2",
        ),
      r.form !== "newsletter" &&
        postForm(
          frame,
          action("assign"),
          [
            select({
              id: "assignee",
              label: w.request.assign,
              value: r.assignedTo ?? "",
              choices: [
                ["", w.queue.unassigned],
                ...staff.map((u): [string, string] => [
                  u.id,
                  u.languages.includes("es") && r.lang === "es" ? `${u.name} (${w.request.speaksSpanish})` : u.name,
                ]),
              ],
            }),
            `<div><button class="${BUTTON}">${e(w.request.assignSubmit)}</button></div>`,
          ],
          "grid gap-2",
        ),
      `</section>`,
      `<section class="mt-6" aria-labelledby="notes"><h2 id="notes" class="text-2xl">${e(w.request.notes)}</h2>`,
      notes.length === 0
        ? `<p class="mt-2">${e(w.request.noNotes)}</p>`
        : `<ul class="mt-2 grid gap-2">${notes.map((n) => `<li class="rounded-lg border-2 border-brand-200 p-3"><p class="text-muted">${e(n.author)} · ${e(localTime(n.at, frame.lang, "short"))}</p><p class="whitespace-pre-line">${e(n.text ?? w.queue.encrypted)}</p></li>`).join("")}</ul>`,
      postForm(
        frame,
        action("note"),
        [
          `<label for="note" class="font-bold">${e(w.request.addNote)}</label>`,
          `<p id="note-hint" class="text-muted">${e(w.request.noteHint)}</p>`,
          `<textarea id="note" name="note" rows="3" maxlength="4000" required aria-describedby="note-hint" class="block w-full rounded-lg border-2 border-muted p-3"></textarea>`,
          `<div><button class="${BUTTON}">${e(w.request.noteSubmit)}</button></div>`,
        ],
        "mt-4 grid gap-2",
      ),
      `</section>`,
      `<section class="mt-6" aria-labelledby="history"><h2 id="history" class="text-2xl">${e(w.request.history)}</h2><ol class="mt-2 grid gap-1">`,
      history.map(
        (h) =>
          `<li>${e(localTime(h.at, frame.lang, "short"))}: ${e(actorName(h, w))}, ${e(describe(h, w, nameOf, number))}</li>`,
      ),
      `</ol></section>`,
      deps.can(frame, "delete:requests") &&
        `<p class="mt-8"><a class="${BUTTON}" href="${e(action("delete"))}">${e(w.request.delete)}</a></p>`,
    ]);
  }

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
      const body = pageBody(frame, r, backTo(url.searchParams.get("back")), saved);
      deps.sendPage(req, res, 200, page(frame, senderOf(r) || frame.w.kinds[r.form], body));
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
        if (fields.assignee && (!assignee || assignee.role === "editor"))
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
