import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentData } from "./scripts/content-data.ts";

/**
 * The site's own server (server/), bundled for Node into build/server/index.js after the site's
 * build (`npm run build`), and its command line (server/cli.ts) into build/server/office.js: Node 20 cannot run TypeScript, and the server shares the app's config and
 * form schemas through "~/". Packages stay in node_modules (SSR builds leave them external).
 */
export default defineConfig({
  plugins: [contentData(fileURLToPath(new URL(".", import.meta.url)))],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/server",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    rollupOptions: {
      input: { index: "server/main.ts", office: "server/cli.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
});
