import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";
import { finishBuild } from "./scripts/finish-build";

/**
 * Static site: no server at run time (ssr: false) and every page prerendered to HTML in
 * both languages, so any static host or CDN can serve build/client as it is.
 */
export default {
  appDirectory: "app",
  ssr: false,
  prerender: prerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
