/**
 * A module the browser loads on first use, without Vite's preload helper. Vite wraps every
 * `import("./x")` in a helper that preloads the imported chunk's dependencies and its CSS (about
 * 0.7 KB gzip in the chunk that holds the call); for a module loaded on a visitor's first use of a
 * form, with no CSS and its dependencies already on the page, the helper buys nothing. So the build
 * emits the module as a chunk of its own (Rollup's emitFile) and `virtual:lazy/<name>` exports that
 * chunk's URL, which the code imports with a plain `import(url)`. In development and in unit tests
 * the URL is the source file's.
 */
import path from "node:path";

const PREFIX = "virtual:lazy/";

/** The site's lazy modules: the forms' checker, error summary and sender, loaded once a form is used. */
export const LAZY_MODULES = { "form-checker": "app/components/forms/form-checker.ts" };

/** @param {string} root @param {Record<string, string>} modules name -> file, relative to root */
export function lazyModules(root, modules) {
  const refs = new Map();
  let building = false;
  return {
    name: "lazy-modules",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      refs.clear();
      // Only the browser's build emits chunks; the prerender never loads these modules.
      if (!building || this.environment?.name !== "client") return;
      for (const [name, file] of Object.entries(modules))
        refs.set(name, this.emitFile({ type: "chunk", id: path.resolve(root, file), name }));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      const file = modules[name];
      if (!file) throw new Error(`${PREFIX}${name}: no such lazy module`);
      const ref = refs.get(name);
      return ref
        ? `export default import.meta.ROLLUP_FILE_URL_${ref};`
        : `export default ${JSON.stringify(building ? "" : `/${file}`)};`;
    },
  };
}
