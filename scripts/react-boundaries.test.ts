import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { fillBoundaries } from "./react-boundaries";

/** The streaming runtime of the installed React DOM, as its server renderer writes it into a page. */
const runtime = (() => {
  const dir = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  const server = readFileSync(path.join(dir, "cjs/react-dom-server.node.production.js"), "utf8");
  const start = server.indexOf("$RB=[];$RV=function(a)");
  // A single-quoted string in React's source; its one escape is "\n".
  return server.slice(start, server.indexOf("'", start)).replace(/\\n/g, "\n");
})();

/**
 * The end of a page as the installed React writes it: React Router's loader data scripts in two
 * nested Suspense boundaries, filled by React's streaming runtime.
 */
const streamed =
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[1]");</script><!--$?--><template id="B:1"></template><!--/$--></div>' +
  `<script>${runtime}$RC("B:0","S:0")</script>` +
  '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>';

describe("React's Suspense boundaries", () => {
  test("the installed React DOM's runtime is the one the build removes", () => {
    expect(runtime).toMatch(/^\$RB=\[\];\$RV=function\(a\)\{.*\};\n\$RC=function\(a,b\)\{.*\};$/s);
  });

  test("are written filled, in stream order, without React's runtime", () => {
    expect(fillBoundaries(`<body>${streamed}</body>`)).toBe(
      '<body><!--$--><script>window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
        "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--></body>",
    );
  });

  test("a boundary without its part, or a runtime of another shape, fails the build and names React DOM", () => {
    expect(() => fillBoundaries(streamed.replace(/<div hidden id="S:1">.*?<\/div>/, ""))).toThrow(/React DOM/);
    expect(() => fillBoundaries(streamed.replace("$RB=[];", "$RB=[],$RZ=1;"))).toThrow(
      /React DOM \d+\.\d+\.\d+ changed its streaming runtime/,
    );
  });
});
