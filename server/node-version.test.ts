// @vitest-environment node
import { describe, expect, test } from "vitest";
import { nodeVersionNotes } from "./node-version";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("the start-up note on the Node.js version", () => {
  test("a Node past its end of life is named and warned about", () => {
    expect(nodeVersionNotes("v20.20.2", day("2026-11-27"))).toEqual([
      "node v20.20.2",
      "warning: Node.js 20 reached its end of life on 2026-04-30 and gets no security fixes: move to Node.js 24 LTS (docs/upgrading.md).",
    ]);
    expect(nodeVersionNotes("v20.20.2", day("2026-04-30"))[1]).toMatch(/^warning: .*end of life/);
    expect(nodeVersionNotes("v16.20.2", day("2026-11-27"))[1]).toMatch(/^warning: Node.js 16 is past its end of life/);
  });

  test("a supported LTS line gets no warning", () => {
    expect(nodeVersionNotes("v24.21.0", day("2026-11-27"))).toEqual([
      "node v24.21.0 (LTS, security fixes until 2028-04-30)",
    ]);
    expect(nodeVersionNotes("v20.20.2", day("2026-04-29"))).toEqual([
      "node v20.20.2 (LTS, security fixes until 2026-04-30)",
    ]);
    expect(nodeVersionNotes("v28.0.0", day("2028-05-01"))).toEqual(["node v28.0.0"]);
  });

  test("an odd-numbered line is never LTS", () => {
    expect(nodeVersionNotes("v25.9.0", day("2026-01-10"))[1]).toMatch(/^warning: Node.js 25 is not a long-term/);
  });
});
