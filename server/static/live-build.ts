/**
 * The build the server serves now, and the one before it: their files, the security headers of
 * the live one's serve.json, its stylesheet, and the forms' words it was built with. Everything
 * the server writes itself (office pages, the forms' thank-you and error pages) asks this object
 * at the moment it answers, so a publish changes them all at once: no page can name a stylesheet
 * that is no longer served. The headers are one record kept up to date in place (every answer
 * spreads it, whoever holds it).
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { readFormWords, type FormWords } from "./form-words";
import { staticFiles } from "./static-files";

interface ServeConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** A build's files, prepared in memory, with the headers of its serve.json. */
function loadBuild(buildDir: string) {
  let serveConfig: ServeConfig;
  try {
    serveConfig = JSON.parse(readFileSync(path.join(buildDir, "serve.json"), "utf8")) as ServeConfig;
  } catch {
    throw new Error("No build found: run `npm run build` first.");
  }
  const headers = Object.fromEntries(serveConfig.headers[0]!.headers.map((h) => [h.key, h.value]));
  // Paths with headers of their own (the editor's CSP under /admin/): "admin/**" in serve.json.
  const prefixHeaders = serveConfig.headers
    .filter((h) => h.source.endsWith("/**") && h.source !== "assets/**")
    .map((h) => ({
      prefix: `/${h.source.slice(0, -2)}`,
      headers: Object.fromEntries(h.headers.map((x) => [x.key, x.value])),
    }));
  const assetsCacheControl = serveConfig.headers[1]?.headers.find((h) => h.key === "Cache-Control")?.value;
  const clientDir = path.join(buildDir, "client");
  const notFound = (() => {
    try {
      return readFileSync(path.join(clientDir, "404.html"), "utf8");
    } catch {
      return "";
    }
  })();
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(notFound)?.[1] ?? null;
  return {
    dir: buildDir,
    headers,
    stylesheet,
    formWords: readFormWords(buildDir),
    files: staticFiles({ clientDir, headers, assetsCacheControl, prefixHeaders }),
  };
}

export interface LiveBuild {
  /** The live build's folder. */
  readonly dir: string;
  /** The live build's security headers (one record, updated in place by a swap). */
  readonly headers: Record<string, string>;
  /** The live build's stylesheet (/assets/…css), or null when it has none. */
  readonly stylesheet: string | null;
  /** The forms' words the live build was built with; null when it carries none (the compiled-in words then). */
  readonly formWords: FormWords | null;
  /** Serves `dir` from now on; the build it replaces stays as the one before. */
  swap(dir: string): void;
  /** Answers a file of the live build, or an asset only the one before still has. */
  serveFile(req: IncomingMessage, res: ServerResponse, urlPath: string, id: string): void;
}

export function liveBuild(firstDir: string): LiveBuild {
  let current = loadBuild(firstDir);
  // The build served until the last publish: a page it sent just before the swap still gets the
  // scripts and styles it names (hashed names, never changed), when the new build has them no more.
  let before: typeof current | null = null;
  const headers: Record<string, string> = { ...current.headers };
  return {
    get dir() {
      return current.dir;
    },
    headers,
    get stylesheet() {
      return current.stylesheet;
    },
    get formWords() {
      return current.formWords;
    },
    swap(dir) {
      const next = loadBuild(dir);
      before = current;
      current = next;
      for (const key of Object.keys(headers)) delete headers[key];
      Object.assign(headers, next.headers);
    },
    serveFile(req, res, urlPath, id) {
      // The build of this moment: a swap replaces `current` at once, requests in flight finish on theirs.
      if (before && urlPath.startsWith("/assets/") && !current.files.has(urlPath) && before.files.has(urlPath))
        before.files.handle(req, res, id);
      else current.files.handle(req, res, id);
    },
  };
}
