/**
 * A request's documents in the office: the list on its page, and each download at
 * /office/requests/<id>/files/<file id>, for staff who may read requests (intake, owners). A
 * document is always a download (Content-Disposition: attachment, nosniff, a sandboxing CSP), never
 * shown in the browser, named with the ending of what its bytes are. Each download is recorded in
 * the audit trail by the file's id, never its name (a name can hold a patient's).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../accounts/caller";
import { FILE_KINDS } from "~/lib/forms/files";
import type { StoredFile } from "../db/requests";
import { escapeHtml as e, join } from "../html";
import { REQUEST_ACTIONS } from "./history";
import type { OfficeDeps } from "./index";
import { page, type Frame } from "./layout";

/** The name a download is offered under: the one sent, ending as its kind ends ("scan" -> "scan.pdf"). */
export function downloadName(file: StoredFile, fallback: string): string {
  const name = file.name ?? fallback;
  const endings = FILE_KINDS[file.kind].extensions;
  return endings.some((ending) => name.toLowerCase().endsWith(ending)) ? name : `${name}${endings[0]}`;
}

/** RFC 6266: an ASCII name for old clients and the UTF-8 one (RFC 8187) for the others. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export const documentPath = (requestId: string, fileId: string) => `/office/requests/${requestId}/files/${fileId}`;

/** The documents section of a request's page. */
export function documentsSection(frame: Frame, requestId: string, files: StoredFile[]): string {
  const { w } = frame;
  return join([
    `<section class="mt-6" aria-labelledby="documents"><h2 id="documents" class="text-2xl">${e(w.documents.title)}</h2>`,
    files.length === 0
      ? `<p class="mt-2">${e(w.documents.none)}</p>`
      : join([
          `<p class="mt-2">${e(w.documents.intro)}</p><ol class="mt-3 grid gap-2">`,
          files.map((file) => {
            const name = downloadName(file, w.documents.unnamed(file.position));
            return `<li class="rounded-lg border-2 border-brand-200 p-3"><a class="font-bold underline" href="${e(documentPath(requestId, file.id))}" download aria-label="${e(w.documents.download(name))}">${e(name)}</a> <span class="text-muted">· ${e(w.documents.kinds[file.kind])} · ${e(w.documents.size(file.size))}</span></li>`;
          }),
          `</ol>`,
        ]),
    `</section>`,
  ]);
}

export function documentPages(deps: OfficeDeps) {
  return {
    /** GET /office/requests/<id>/files/<file id>: the document as a download, recorded. */
    download(req: IncomingMessage, res: ServerResponse, caller: Caller, requestId: string, fileId: string) {
      const frame = deps.frame(req, caller);
      const { w } = frame;
      if (req.method !== "GET" && req.method !== "HEAD") return deps.sendPage(req, res, 405, "", { Allow: "GET" });
      const file = deps.requests.file(requestId, fileId);
      if (!file) return deps.sendPage(req, res, 404, page(frame, w.errors.notFound, `<p>${e(w.errors.notFound)}</p>`));
      const bytes = deps.files.read(file.id);
      if (!bytes)
        return deps.sendPage(req, res, 500, page(frame, w.documents.title, `<p>${e(w.documents.unreadable)}</p>`));
      if (req.method === "GET") deps.record(req, caller.user, REQUEST_ACTIONS.downloaded, requestId, file.id);
      res.writeHead(200, {
        ...deps.headers,
        "Content-Type": FILE_KINDS[file.kind].type,
        "Content-Length": String(bytes.length),
        "Content-Disposition": contentDisposition(downloadName(file, w.documents.unnamed(file.position))),
        "X-Content-Type-Options": "nosniff",
        // Were a browser ever to show it, it could run nothing and reach nothing.
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      });
      res.end(req.method === "HEAD" ? undefined : bytes);
    },
  };
}
