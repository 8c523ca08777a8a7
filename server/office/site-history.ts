/**
 * The site's history, for owners and editors (/office/site): whether the last publish went live
 * (and, when it did not, why: the file and the field), a new release that could not be merged (the
 * files, what to do), the open drafts (who, when, what, a link to each in the editor), every change
 * published (who, when, what, which files), and "Undo" on each: a page that asks first (what will be
 * undone), then a revert committed by the person who confirms it, recorded in the audit trail, built
 * and swapped in like a publish. The pages are ./site-history-view.tsx.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { openDrafts } from "../editor/draft-branches";
import { conflictAdvice, releaseWaiting } from "../editor/release";
import { checkCsrf, type Caller } from "../accounts/caller";
import { formFields, redirect } from "./http";
import type { OfficeDeps } from "./index";
import { sitePage, undoneBy, undoPage, type SiteHistory } from "./site-history-view";

export function sitePages(deps: OfficeDeps) {
  const { headers } = deps;
  return {
    async list(req: IncomingMessage, res: ServerResponse, caller: Caller, url: URL) {
      const frame = deps.frame(req, caller);
      const { repo, publisher } = deps.site;
      await repo.ensure();
      const history = await repo.history(100);
      const drafts = await openDrafts(repo);
      const release = await releaseWaiting(repo);
      const site: SiteHistory = {
        state: publisher.state(),
        drafts,
        history,
        release: release.waiting
          ? { advice: release.conflicts.length ? conflictAdvice(repo.dir, release.conflicts) : null }
          : null,
        done: url.searchParams.get("done"),
      };
      deps.sendPage(req, res, 200, sitePage(frame, site));
    },

    /** To the editor (Decap at /admin/): where signing in ends when the editor found its session ended. */
    openEditor(res: ServerResponse) {
      redirect(res, headers, "/admin/");
    },

    /** Asks first: who made the change, when, what it was; the Undo button posts, "keep it" goes back. */
    async confirmUndo(req: IncomingMessage, res: ServerResponse, caller: Caller, commit: string) {
      const frame = deps.frame(req, caller);
      const { repo } = deps.site;
      await repo.ensure();
      const history = await repo.history(100);
      const change = history.find((p) => p.commit === commit) ?? null;
      deps.sendPage(req, res, change ? 200 : 404, undoPage(frame, change, undoneBy(history).get(commit) ?? null));
    },

    async undo(req: IncomingMessage, res: ServerResponse, caller: Caller, commit: string) {
      checkCsrf(caller.session, await formFields(req));
      const { repo, publisher } = deps.site;
      await repo.ensure();
      const author = { name: caller.user.name, email: caller.user.email };
      // Undone already (a second tab, a page left open): nothing to do; the question's page says by whom.
      if (undoneBy(await repo.history(100)).has(commit)) return redirect(res, headers, `/office/site/undo/${commit}`);
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
