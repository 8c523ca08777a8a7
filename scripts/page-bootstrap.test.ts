import { describe, expect, test } from "vitest";
import { readBootstrap } from "./page-bootstrap";

/** React Router 7's per-page module bootstrap, as it writes it for /es/about. */
const boot = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";

  window.__reactRouterRouteModules = {"root":route0,"es/about":route1};

import("/assets/entry.client-4.js");`;

describe("the page bootstrap's data", () => {
  test("names the page's modules, its routes by id, and the entry", () => {
    expect(readBootstrap(boot, ["/assets/shared-5.js"])).toEqual({
      preload: ["/assets/shared-5.js"],
      imports: ["/assets/manifest-1.js"],
      routes: [
        ["root", "/assets/root-2.js"],
        ["es/about", "/assets/about-3.js"],
      ],
      entry: "/assets/entry.client-4.js",
    });
  });

  test("a bootstrap of another shape fails the build instead of being half read", () => {
    const split = boot.replace(
      'import * as route1 from "/assets/about-3.js";',
      'import * as route1_main from "/assets/about-3.js";\nconst route1 = {...route1_main};',
    );
    expect(() => readBootstrap(split, [])).toThrow(/^React Router .*(unexpected shape|did not import)/);
    expect(() => readBootstrap(boot.replace('import("/assets/entry.client-4.js");', ""), [])).toThrow(
      /unexpected shape/,
    );
    expect(() => readBootstrap(`${boot}\nwindow.__reactRouterManifest = {};`, [])).toThrow(/unexpected shape/);
  });
});
