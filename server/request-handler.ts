/**
 * Every request the server takes, in one place: the route table's answer (the forms, the office, the
 * editor), 405 with Allow for a known path's other methods, the office's own 404, else the static
 * build. Each is logged by method, path (a request's or person's id left out), status and request id;
 * an error is logged by its name only, and answered 500.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pathOf } from "./paths";
import { findRoute, loggedPath, serveRoute, type Handlers } from "./router";
import type { Settings } from "./settings";
import type { LiveBuild } from "./static/live-build";

export function requestHandler(deps: {
  app: Handlers;
  live: Pick<LiveBuild, "serveFile">;
  /** The office's own "not found" page, for /office paths no route has. */
  notFound: (req: IncomingMessage, res: ServerResponse) => void;
  headers: Record<string, string>;
  settings: Pick<Settings, "trustProxy">;
  log: (line: string) => void;
}) {
  // Request ids for the log: unique per process start, cheap per request.
  const idPrefix = `${randomBytes(3).toString("hex")}-`;
  let served = 0;
  let proxyWarned = false;
  return async (req: IncomingMessage, res: ServerResponse) => {
    const id = `${idPrefix}${(++served).toString(36)}`;
    const urlPath = pathOf(req.url);
    const found = findRoute(req.method, urlPath);
    let stored: string | undefined;
    res.on("finish", () =>
      deps.log(
        `${req.method} ${loggedPath(found, urlPath)} ${res.statusCode} ${id}${stored ? ` request ${stored}` : ""}`,
      ),
    );
    if (!deps.settings.trustProxy && !proxyWarned && req.headers["x-forwarded-for"]) {
      proxyWarned = true;
      deps.log(
        "warning: requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it counts as one address for the rate limits. Set TRUST_PROXY=1 if the proxy is yours.",
      );
    }
    try {
      const ours = found !== null || urlPath === "/office" || urlPath.startsWith("/office/");
      // The static files send the id with their prepared headers; the other answers get it here.
      if (ours) res.setHeader("X-Request-Id", id);
      if (found && "route" in found) {
        const hit = { req, res, url: new URL(req.url ?? "/", "http://x"), params: found.params };
        const result = await serveRoute(deps.app, found.route, hit);
        if (found.route.room === "forms" && typeof result === "string") stored = result;
      } else if (found) {
        res.writeHead(405, { ...deps.headers, Allow: found.allow.join(", "), "Cache-Control": "no-store" });
        res.end();
      } else if (ours) deps.notFound(req, res);
      else deps.live.serveFile(req, res, urlPath, id);
    } catch (error) {
      deps.log(`error ${id}: ${(error as Error).name}`);
      if (!res.headersSent) res.writeHead(500, { "X-Request-Id": id, ...deps.headers, "Content-Type": "text/plain" });
      res.end();
    }
  };
}
