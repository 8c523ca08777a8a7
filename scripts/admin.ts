/**
 * The editor at /admin (Decap CMS), served from the site itself: its bundle is copied from
 * node_modules at build time (no other host is asked for anything), its configuration is generated
 * from the content schemas (app/content/schemas/decap-config.ts). `npm run edit` serves the same
 * files from the development server (adminMiddleware).
 *
 * Where a save goes: with decap-server running (npm run edit) it writes to the working tree; on
 * the live site it goes to the site's own server (/admin/api, behind the office's sign-in), which
 * commits it in its content repository and publishes it; or, when CMS_REPO is set, it is a commit
 * to that GitHub repository (branch CMS_BRANCH, signed in through the OAuth proxy at
 * CMS_AUTH_URL), which a static host rebuilds and deploys.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Connect, Plugin } from "vite";
import { stringify } from "yaml";
import type { EditorBackend } from "../app/content/schemas/decap-config.ts";
import { pageWordsList } from "../app/content/schemas/pages/index.ts";

const require = createRequire(import.meta.url);
/** node_modules/decap-cms/dist */
export const decapDist = () => path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));
/** The editor's bundle, its lazily loaded chunks and WebAssembly. */
const DECAP_FILE = /^(\d+\.)?decap-cms\.js$|\.wasm$/;

/** The editor's API on the site's own server (server/editor/api.ts). */
export const EDITOR_API = "/admin/api";

/**
 * Where saves go, from the environment (README, "Edit the site"): the site's own server, or GitHub
 * when CMS_REPO is set. CMS_BACKEND=github without CMS_REPO warns and builds the own-server editor
 * (never one pointed at a repository that does not exist). `dev`: `npm run edit`, whose local
 * backend (decap-server) takes over on this computer.
 */
export function editorBackend(
  env: NodeJS.ProcessEnv = process.env,
  options: { dev?: boolean; warn?: (line: string) => void } = {},
): EditorBackend {
  const local = options.dev ? { localBackendUrl: `http://127.0.0.1:${env.DECAP_SERVER_PORT ?? "8081"}/api/v1` } : {};
  if (env.CMS_REPO)
    return {
      kind: "github",
      repo: env.CMS_REPO,
      branch: env.CMS_BRANCH ?? "main",
      ...(env.CMS_AUTH_URL ? { authUrl: env.CMS_AUTH_URL } : {}),
      ...local,
    };
  if (env.CMS_BACKEND === "github")
    (options.warn ?? console.warn)(
      "warning: CMS_BACKEND=github but CMS_REPO is not set: the editor at /admin/ saves to the site's own server instead. Set CMS_REPO=<owner>/<repository> (and CMS_AUTH_URL) for GitHub.",
    );
  return { kind: "server", proxyUrl: EDITOR_API, ...local };
}

/** The editor's page: no inline script (its own CSP has no hashes), not indexed. */
export function adminHtml(stylesheet: string | null): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Site editor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
<link rel="stylesheet" href="/admin/editor-layout.css">
</head>
<body>
<script src="/admin/manual-init.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/decap-es.js"></script>
<script src="/admin/preview-facts.js"></script>
<script src="/admin/page-preview.js"></script>
<script src="/admin/bilingual-widget.js"></script>
<script src="/admin/preview.js" data-pages="${pageWordsList.map((p) => p.name).join(" ")}"${stylesheet ? ` data-stylesheet="${stylesheet}"` : ""}></script>
<script src="/admin/choose-file.js"></script>
<script src="/admin/session.js"></script>
</body>
</html>
`;
}

/** The Content-Security-Policy of /admin only: Decap compiles its checks at run time ('unsafe-eval') and styles itself inline. */
export function adminContentSecurityPolicy(backend: EditorBackend = editorBackend()): string {
  const local = backend.localBackendUrl ? ` ${new URL(backend.localBackendUrl).origin}` : "";
  const github = backend.kind === "github" ? " https://api.github.com" : "";
  const auth = backend.kind === "github" && backend.authUrl ? ` ${new URL(backend.authUrl).origin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    // 'self' is the own server's API (/admin/api); blob: the media library's uploads, which Decap
    // reads back from their blob: address to send them with the entry.
    `connect-src 'self' blob:${github}${auth}${local}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers that differ on /admin from the rest of the site. */
export const adminHeaders = (backend?: EditorBackend): Record<string, string> => ({
  "Content-Security-Policy": adminContentSecurityPolicy(backend),
  "X-Robots-Tag": "noindex, nofollow",
});

type LoadConfig = (lang: "en" | "es") => Promise<Record<string, unknown>>;
/** The editor's own scripts and stylesheet, copied as they are from admin/. */
const ADMIN_FILES = [
  "preview.js",
  "page-preview.js",
  "bilingual-widget.js",
  "choose-file.js",
  "session.js",
  "manual-init.js",
  "decap-es.js",
  "editor-layout.css",
];
/** The facts of the previews, written by the build (app/lib/build/preview-facts.ts). */
const PREVIEW_FACTS = "preview-facts.js";

/** Writes build/client/admin/: the page, the configuration, the previews and their facts, and Decap's files. */
export async function writeAdmin(
  root: string,
  client: string,
  config: (lang: "en" | "es") => Record<string, unknown>,
  stylesheet: string | null,
  previewFacts: string,
) {
  const dir = path.join(client, "admin");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "index.html"), adminHtml(stylesheet));
  // The same configuration in each office language: admin/session.js points Decap to the person's.
  await writeFile(path.join(dir, "config.yml"), stringify(config("en")));
  await writeFile(path.join(dir, "config.es.yml"), stringify(config("es")));
  await writeFile(path.join(dir, PREVIEW_FACTS), previewFacts);
  for (const file of ADMIN_FILES) await copyFile(path.join(root, "admin", file), path.join(dir, file));
  for (const file of (await readdir(decapDist())).filter((f) => DECAP_FILE.test(f))) {
    await copyFile(path.join(decapDist(), file), path.join(dir, file));
    if (file.endsWith(".js"))
      await writeFile(path.join(dir, `${file}.gz`), gzipSync(await readFile(path.join(dir, file))));
  }
}

/** The development server's /admin (npm run edit): the same files, the configuration made on each request. */
export function adminMiddleware(
  root: string,
  loadConfig: LoadConfig,
  loadPreviewFacts: () => Promise<string>,
): Connect.NextHandleFunction {
  const types: Record<string, string> = {
    ".js": "text/javascript",
    ".css": "text/css",
    ".wasm": "application/wasm",
    ".yml": "text/yaml",
  };
  return async (req, res, next) => {
    const url = (req.url ?? "").split("?")[0]!;
    if (url !== "/admin" && !url.startsWith("/admin/")) return next();
    try {
      const name = url.replace(/^\/admin\/?/, "") || "index.html";
      let body: string | Buffer;
      if (name === "index.html") body = adminHtml("/app/app.css?direct");
      else if (name === "config.yml" || name === "config.es.yml")
        body = stringify(await loadConfig(name === "config.es.yml" ? "es" : "en"));
      else if (name === PREVIEW_FACTS) body = await loadPreviewFacts();
      else if (ADMIN_FILES.includes(name)) body = await readFile(path.join(root, "admin", name));
      else if (DECAP_FILE.test(name) && !name.includes("/")) body = await readFile(path.join(decapDist(), name));
      else return next();
      res.setHeader("Content-Type", types[path.extname(name)] ?? "text/html; charset=utf-8");
      for (const [key, value] of Object.entries(adminHeaders(editorBackend(process.env, { dev: true }))))
        res.setHeader(key, value);
      res.end(body);
    } catch (error) {
      next(error);
    }
  };
}

/** The development server serves /admin too (npm run edit). */
export function adminEditor(root: string): Plugin {
  return {
    name: "admin-editor",
    configureServer(server) {
      const loadConfig = async (lang: "en" | "es") => {
        const mod = (await server.ssrLoadModule(
          "/app/content/schemas/decap-config.ts",
        )) as typeof import("../app/content/schemas/decap-config");
        return mod.decapConfig(editorBackend(process.env, { dev: true }), lang);
      };
      const loadPreviewFacts = async () => {
        const mod = (await server.ssrLoadModule(
          "/app/lib/build/preview-facts.ts",
        )) as typeof import("../app/lib/build/preview-facts");
        return mod.previewFactsScript();
      };
      server.middlewares.use(adminMiddleware(root, loadConfig, loadPreviewFacts));
    },
  };
}

/**
 * decap-cms brings react-router-dom 5, and React Router's dev plugin pre-bundles react-router-dom
 * whenever one resolves: the site never imports it, so it is left out (otherwise `npm run dev`
 * fails to start).
 */
export function withoutDecapRouter(): Plugin {
  const drop = (include?: string[]) => include?.filter((name) => name !== "react-router-dom");
  return {
    name: "without-decap-router",
    enforce: "post",
    config(config) {
      if (config.optimizeDeps?.include) config.optimizeDeps.include = drop(config.optimizeDeps.include);
      for (const env of Object.values(config.environments ?? {}))
        if (env.optimizeDeps?.include) env.optimizeDeps.include = drop(env.optimizeDeps.include);
    },
  };
}
