import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentData } from "./app/content/content-data.server.ts";

/**
 * The site's own server (server/), bundled for Node into build/server/index.js after the site's
 * build (`npm run build`), and its command line (server/cli.ts) into build/server/office.js: the
 * server is TypeScript and shares the app's config and form schemas through "~/", which Node alone
 * does not resolve. Packages stay in node_modules (SSR builds leave them external).
 */
export default defineConfig({
  plugins: [contentData(fileURLToPath(new URL(".", import.meta.url)))],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: true,
    // Beside the site's build: build/server, or $BUILD_DIR/server (npm run build builds into build-next).
    outDir: `${process.env.BUILD_DIR ?? "build"}/server`,
    emptyOutDir: true,
    target: "node24",
    minify: false,
    rollupOptions: {
      input: { index: "server/main.ts", office: "server/cli.ts", "replica-restore": "server/replica/restore-cli.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
});
