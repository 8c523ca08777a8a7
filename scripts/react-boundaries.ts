/**
 * React's streamed Suspense boundaries, written filled at build time (step 2 of finish-build.ts):
 * React Router wraps each page's loader data scripts in Suspense boundaries, which React's inline
 * runtime fills while the page is parsed. Everything in them is known at build time, so the
 * prerendered page carries them filled and no runtime.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** The installed version of a package, for error messages that name what changed. */
export const installed = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/** An inline script (no src): its attributes and its body. */
export const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * React's streaming runtime: it fills the Suspense boundaries React Router wraps its loader data
 * scripts in, moving each hidden part into its place on a later frame. These are its scripts.
 */
const REACT_RUNTIME = [
  /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);$/, // its frame clock
  /^\$RB=\[\];\$RV=function\(a\)\{.*\};\n\$RC=function\(a,b\)\{.*\};\$RC\("B:\d+","S:\d+"\)$/s, // reveal + fill
  /^\$RC\("B:\d+","S:\d+"\)$/, // fill
];
const HIDDEN_PART = /<div hidden id="S:(\d+)">((?:(?!<div)[\s\S])*?)<\/div>/g;
const PENDING_BOUNDARY = /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g;

/**
 * Writes React's streamed Suspense boundaries as its runtime leaves them once it has run: each
 * boundary filled with its part, and no runtime. Everything in them is known at build time, and
 * the page is parsed without those scripts. Anything left of the runtime fails the build.
 */
export function fillBoundaries(html: string, file = "page"): string {
  const parts = new Map<string, string>();
  let filled = html.replace(INLINE_SCRIPT, (script, _attrs, body: string) =>
    REACT_RUNTIME.some((runtime) => runtime.test(body)) ? "" : script,
  );
  filled = filled.replace(HIDDEN_PART, (_m, id: string, part: string) => (parts.set(id, part), ""));
  for (let pending = true; pending;) {
    pending = false;
    filled = filled.replace(PENDING_BOUNDARY, (_m, id: string) => {
      const part = parts.get(id);
      if (part === undefined)
        throw new Error(
          `${file}: React DOM ${installed("react-dom")} wrote Suspense boundary B:${id} without its part`,
        );
      pending = true;
      parts.delete(id);
      return `<!--$-->${part}<!--/$-->`;
    });
  }
  if (parts.size || /\$R[A-Z][=(]|<template id="B:|<!--\$\?-->/.test(filled)) {
    throw new Error(
      `${file}: React DOM ${installed("react-dom")} changed its streaming runtime ($RC/$RB/$RV/$RT; unexpected shape): ` +
        "compare REACT_RUNTIME in scripts/react-boundaries.ts with react-dom/cjs/react-dom-server.node.production.js",
    );
  }
  return filled;
}
