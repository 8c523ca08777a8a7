/**
 * A request's documents in the office: each download (the list on its page is
 * ./documents-section.tsx) at
 * /office/requests/<id>/files/<file id>, for staff who may read requests (intake, owners). A
 * document is always a download (Content-Disposition: attachment, nosniff, a sandboxing CSP), never
 * shown in the browser, named with the ending of what its bytes are. Each download is recorded in
 * the audit trail by the file's id, never its name (a name can hold a patient's).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../accounts/caller";
import { FILE_KINDS } from "~/lib/forms/files";
import type { StoredFile } from "../db/requests";
import { REQUEST_ACTIONS } from "./history";
import type { OfficeDeps } from "./index";
import { notePage } from "./sign-in-pages";

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

export function documentPages(deps: OfficeDeps) {
  return {
    /** GET /office/requests/<id>/files/<file id>: the document as a download, recorded. */
    download(req: IncomingMessage, res: ServerResponse, caller: Caller, requestId: string, fileId: string) {
      const frame = deps.frame(req, caller);
      const { w } = frame;
      if (req.method !== "GET" && req.method !== "HEAD") return deps.sendPage(req, res, 405, "", { Allow: "GET" });
      const file = deps.requests.file(requestId, fileId);
      if (!file) return deps.sendPage(req, res, 404, notePage(frame, w.errors.notFound, w.errors.notFound));
      const bytes = deps.files.read(file.id);
      if (!bytes) return deps.sendPage(req, res, 500, notePage(frame, w.documents.title, w.documents.unreadable));
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
