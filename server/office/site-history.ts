/**
 * The site's history, for owners and editors (/office/site): whether the last publish went live
 * (and, when it did not, why: the file and the field), a new release that could not be merged (the
 * files, what to do), the open drafts (who, when, what, a link to each in the editor), every change
 * published (who, when, what, which files), and "Undo" on each: a revert committed by the person who clicks it,
 * recorded in the audit trail, built and swapped in like a publish.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { openDrafts } from "../editor/draft-branches";
import { conflictAdvice, releaseWaiting } from "../editor/release";
import { escapeHtml as e, join } from "../html";
import { localTime } from "./format";
import { checkCsrf, type Caller } from "../accounts/caller";
import { formFields, redirect } from "./http";
import type { OfficeDeps } from "./index";
import { BUTTON, message, page, postForm, PRIMARY } from "./layout";

export function sitePages(deps: OfficeDeps) {
  const { headers } = deps;
  return {
    async list(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL) {
      const frame = deps.frame(req, caller);
      const { w, lang } = frame;
      const { repo, publisher } = deps.site;
      await repo.ensure();
      const history = await repo.history(100);
      const drafts = await openDrafts(repo);
      const release = await releaseWaiting(repo);
      const state = publisher.state();
      const done = url.searchParams.get("done");
      const status = join([
        state.live && `<p>${e(w.site.live(state.live.slice(0, 10)))}</p>`,
        (state.building || state.queued) && message(w.site.building, "ok"),
        state.last &&
          !state.last.ok &&
          join([
            `<div role="alert" class="mt-4 rounded-lg border-2 border-accent-800 p-3 text-accent-800">`,
            `<p class="font-bold">${e(w.site.failed(state.last.commit.slice(0, 10)))}</p>`,
            `<ul class="list-disc pl-6">${state.last.problems.map((p) => `<li>${e(p)}</li>`).join("")}</ul></div>`,
          ]),
      ]);
      const draftRows = drafts.map((d) => {
        const who = [d.author, d.lastAuthor]
          .filter((p, i, all) => all.findIndex((q) => q.email === p.email) === i)
          .map((p) => `${p.name} <${p.email}>`)
          .join(", ");
        const href = `/admin/#/collections/${encodeURIComponent(d.collection)}/entries/${encodeURIComponent(d.slug)}`;
        return join([
          `<tr class="border-t-2 border-brand-100 align-top">`,
          `<td class="p-2">${e(localTime(d.at, lang))}</td>`,
          `<td class="p-2">${e(who)}</td>`,
          `<td class="p-2">${e(d.message)}<br>${e(w.site.status(d.status))}</td>`,
          `<td class="p-2">${e(d.files.join(", "))}</td>`,
          `<td class="p-2"><a class="${BUTTON}" href="${e(href)}">${e(w.site.openDraft)}</a></td></tr>`,
        ]);
      });
      const rows = history.map((p, i) => {
        const release =
          (i === history.length - 1 && p.message === "Release") ||
          (p.author.name === "Site server" && p.message.startsWith("Release"));
        return join([
          `<tr class="border-t-2 border-brand-100 align-top">`,
          `<td class="p-2">${e(localTime(p.at, lang))}</td>`,
          `<td class="p-2">${e(release ? "" : `${p.author.name} <${p.author.email}>`)}</td>`,
          `<td class="p-2">${e(release ? w.site.release : p.message)}</td>`,
          `<td class="p-2">${release ? "" : e(p.files.join(", "))}</td>`,
          `<td class="p-2">${
            release
              ? ""
              : postForm(
                  frame,
                  `/office/site/undo/${p.commit}`,
                  `<button class="${BUTTON}" aria-label="${e(`${w.site.undo}: ${p.message}`)}">${e(w.site.undo)}</button>`,
                )
          }</td></tr>`,
        ]);
      });
      const body = join([
        `<h1 class="text-3xl">${e(w.site.title)}</h1>`,
        `<p class="mt-2">${e(w.site.intro)}</p>`,
        `<p class="mt-4"><a class="${PRIMARY}" href="/admin/">${e(w.site.open)}</a></p>`,
        done === "undone" && message(w.site.undone, "ok"),
        done === "conflict" && message(w.site.undoFailed),
        `<div class="mt-4">${status}</div>`,
        release.waiting &&
          join([
            `<div role="alert" class="mt-4 rounded-lg border-2 border-accent-800 p-3 text-accent-800">`,
            `<p class="font-bold">${e(w.site.releaseWaiting)}</p>`,
            release.conflicts.length ? `<p>${e(conflictAdvice(repo.dir, release.conflicts))}</p>` : "",
            `</div>`,
          ]),
        `<h2 class="mt-6 text-2xl">${e(w.site.drafts)}</h2>`,
        drafts.length
          ? join([
              `<p class="mt-2">${e(w.site.draftsIntro)}</p>`,
              `<table class="mt-2 w-full border-collapse text-left"><thead><tr>`,
              [w.site.when, w.site.who, w.site.what, w.site.files, ""].map((h) => `<th class="p-2">${e(h)}</th>`),
              `</tr></thead><tbody>${draftRows.join("")}</tbody></table>`,
            ])
          : `<p class="mt-2">${e(w.site.noDrafts)}</p>`,
        `<h2 class="mt-6 text-2xl">${e(w.site.published)}</h2>`,
        history.length > 1
          ? join([
              `<table class="mt-6 w-full border-collapse text-left"><thead><tr>`,
              [w.site.when, w.site.who, w.site.what, w.site.files, ""].map((h) => `<th class="p-2">${e(h)}</th>`),
              `</tr></thead><tbody>${rows.join("")}</tbody></table>`,
            ])
          : `<p class="mt-6">${e(w.site.none)}</p>`,
      ]);
      deps.sendPage(req, res, 200, page(frame, w.site.title, body));
    },

    async undo(req: IncomingMessage, res: ServerResponse, caller: Caller, commit: string) {
      checkCsrf(caller.session, await formFields(req));
      const { repo, publisher } = deps.site;
      await repo.ensure();
      const author = { name: caller.user.name, email: caller.user.email };
      try {
        const made = await repo.revert(commit, author);
        deps.record(req, caller.user, "site-undo", made.slice(0, 12), `undid ${commit.slice(0, 12)}`);
        void publisher.publish();
        redirect(res, headers, "/office/site?done=undone");
      } catch {
        deps.record(req, caller.user, "site-undo-failed", commit.slice(0, 12));
        redirect(res, headers, "/office/site?done=conflict");
      }
    },
  };
}
