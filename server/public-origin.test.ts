// @vitest-environment node
/**
 * PUBLIC_ORIGIN: one origin for every link written, by the server and by `npm run office`; unset,
 * the address and the port the server listens on (never 4173 when it listens elsewhere).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runOfficeCommand } from "./cli";
import { cleanOrigin, listeningOrigin } from "./public-origin";
import { settingsFromEnv } from "./settings";
import { startTestServer, type TestServer } from "./testing/test-support";

let running: TestServer;
beforeAll(async () => {
  running = await startTestServer();
});
afterAll(async () => {
  await running.close();
});

const linkOf = (out: string) => /https?:\S+\/office\/welcome\/\S+/.exec(out)![0];

describe("the origin of links", () => {
  test("PUBLIC_ORIGIN is read as an origin (a trailing slash or path dropped), anything else ignored", () => {
    expect(settingsFromEnv({ PUBLIC_ORIGIN: "https://office.agency.test/" }).publicOrigin).toBe(
      "https://office.agency.test",
    );
    expect(cleanOrigin("https://office.agency.test/office")).toBe("https://office.agency.test");
    expect(cleanOrigin("office.agency.test")).toBeUndefined();
    expect(cleanOrigin("javascript:alert(1)")).toBeUndefined();
    expect(settingsFromEnv({}).publicOrigin).toBeUndefined();
    expect(listeningOrigin("0.0.0.0", 8080)).toBe("http://127.0.0.1:8080");
    expect(listeningOrigin("::1", 8080)).toBe("http://[::1]:8080");
  });

  test("unset, the command line prints links to the port the server listens on", () => {
    const port = new URL(running.server.origin).port;
    expect(port).not.toBe("4173");
    const made = runOfficeCommand(
      ["add-user", "--role", "editor", "--email", "port@example.com", "--name", "Pat Port"],
      { DATA_DIR: running.data },
    );
    expect(made.code).toBe(0);
    expect(linkOf(made.out).startsWith(`${running.server.origin}/office/welcome/`)).toBe(true);
    expect(running.server.publicOrigin).toBe(running.server.origin);
  });

  test("set, it starts every link the command line prints", () => {
    const env = { DATA_DIR: running.data, PUBLIC_ORIGIN: "https://office.agency.test" };
    const made = runOfficeCommand(
      ["add-user", "--role", "editor", "--email", "set@example.com", "--name", "Sam Set"],
      env,
    );
    expect(linkOf(made.out).startsWith("https://office.agency.test/office/welcome/")).toBe(true);
    const reset = runOfficeCommand(["reset-password", "--email", "set@example.com"], env);
    expect(linkOf(reset.out).startsWith("https://office.agency.test/office/welcome/")).toBe(true);
  });
});
