import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";
import { finishBuild } from "./scripts/finish-build";

/**
 * Static site: no server at run time (ssr: false) and every page prerendered to HTML in
 * both languages, so any static host or CDN can serve build/client as it is.
 */
export default {
  appDirectory: "app",
  // BUILD_DIR builds elsewhere than build/ (the re-brand test builds a second agency beside the site).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths(),
  // Opt in to React Router 8's behaviour now, so the upgrade (it needs Node 22.22+; the site runs on 24) is a version bump.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
