// @vitest-environment node
/**
 * The route table: every staff address names who may ask, the table's shapes all compile, and
 * every office address it lists answers on a real server (the sign-in form to a stranger, the
 * page to an owner), never the office's 404. The log shows an invitation's pattern, not its token.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROLES, can } from "./accounts/permissions";
import { findRoute, loggedPath, patternOf } from "./router";
import { ROUTES } from "./routes";
import { contentRelease } from "./testing/test-release";
import { removeDir, send, startTestServer, type TestServer } from "./testing/test-support";
import { signIn, makeStaff } from "./testing/test-office";

/** The steps before anyone is signed in, and the pages' script: the only office rows open to anyone. */
const SIGN_IN_STEPS = [
  "/office/login",
  "/office/login/code",
  "/office/enrol",
  "/office/logout",
  "/office/language",
  "/office/welcome/:token",
  "/office/office.js",
];

const isStaffPath = (path: string) => /^\/(office|admin)(\/|$)/.test(path);

describe("the route table", () => {
  test("every staff row names who may ask; only the sign-in steps are open to anyone", () => {
    const staffRows = ROUTES.filter((r) => isStaffPath(r.path));
    expect(staffRows.length).toBeGreaterThan(30);
    for (const row of staffRows) {
      expect(row.access, `${row.method} ${row.path}`).toBeTruthy();
      if (row.access === "anyone") expect(SIGN_IN_STEPS, `${row.method} ${row.path}`).toContain(row.path);
      else expect(row.room, `${row.method} ${row.path}`).not.toBe("forms");
    }
    for (const row of ROUTES.filter((r) => !isStaffPath(r.path))) expect(row.access).toBe("anyone");
  });

  test("each permission a row names is one some role holds", () => {
    for (const row of ROUTES)
      if (row.access !== "anyone" && row.access !== "signed-in")
        expect(
          ROLES.some((role) => can(role, row.access as Parameters<typeof can>[1])),
          row.path,
        ).toBe(true);
  });

  test("no two rows answer the same method and path", () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test("a path's shapes: ids and tokens of their form only; another method is told which ones work", () => {
    expect(() => patternOf("/office/:nothing")).toThrow(/:nothing/);
    const id = "0b6f4a4e-2a4f-4f5e-9a55-6f0c1b1d2e3f";
    expect(findRoute("GET", `/office/requests/${id}`)).toMatchObject({ params: { id } });
    expect(findRoute("HEAD", "/office")).toMatchObject({ route: { path: "/office", access: "read:requests" } });
    expect(findRoute("GET", "/office/requests/not-an-id")).toBeNull();
    expect(findRoute("GET", "/office/logout")).toEqual({ allow: ["POST"] });
    expect(findRoute("GET", "/forms/contact/sent")).toMatchObject({ params: { sent: "contact" } });
    expect(findRoute("GET", "/forms/nothing/sent")).toBeNull();
    const token = "a".repeat(32);
    expect(loggedPath(findRoute("GET", `/office/welcome/${token}`), `/office/welcome/${token}`)).toBe(
      "/office/welcome/:token",
    );
    expect(loggedPath(findRoute("POST", "/api/forms/contact"), "/api/forms/contact")).toBe("/api/forms/contact");
  });
});

describe("every office address in the table, on a real server", () => {
  let running: TestServer;
  const lines: string[] = [];
  let owner = "";
  let releaseDir = "";
  const id = "0b6f4a4e-2a4f-4f5e-9a55-6f0c1b1d2e3f";
  const sample: Record<string, string> = { id, file: id, person: id, token: "t".repeat(32), commit: "0".repeat(40) };
  const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => sample[name]!);
  const officeRows = ROUTES.filter((r) => r.path.startsWith("/office"));

  beforeAll(async () => {
    releaseDir = contentRelease();
    running = await startTestServer({
      quiet: false,
      log: (line) => lines.push(line),
      editor: { releaseDir, build: async () => ({ ok: false, output: "no builds in this test" }) },
    });
    const staff = await makeStaff(running.server, { role: "owner", email: "owner@example.com" });
    owner = await signIn(running.server, staff);
  });
  afterAll(async () => {
    await running.close();
    removeDir(releaseDir);
  });

  test("signed out, each guarded GET answers the sign-in form (200 at /office, else 401)", async () => {
    for (const row of officeRows.filter((r) => r.method === "GET" && r.access !== "anyone")) {
      const response = await send(`${running.server.origin}${concrete(row.path)}`);
      expect(response.status, row.path).toBe(row.path === "/office" ? 200 : 401);
      expect(response.text, row.path).toContain('action="/office/login"');
    }
  });

  test("an owner's GETs reach their handler: a page, a file, that one thing is not found, or the editor", async () => {
    for (const row of officeRows.filter((r) => r.method === "GET" && r.access !== "anyone")) {
      const response = await send(`${running.server.origin}${concrete(row.path)}`, { headers: { Cookie: owner } });
      if (row.path === "/office/site/editor") expect(response.headers.location, row.path).toBe("/admin/");
      else expect([200, 404], row.path).toContain(response.status);
      expect(response.text, row.path).not.toContain('action="/office/login"');
    }
  });

  test("an address the table does not hold is the office's 404; a held one asked wrongly is 405", async () => {
    expect((await send(`${running.server.origin}/office/nothing-here`)).status).toBe(404);
    const wrong = await send(`${running.server.origin}/office/logout`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
  });

  test("the log shows an invitation's pattern, never its token", async () => {
    await send(`${running.server.origin}/office/welcome/${sample.token}`);
    const line = lines.find((l) => l.startsWith("GET /office/welcome/"));
    expect(line).toMatch(/^GET \/office\/welcome\/:token 410 /);
    expect(lines.join("\n")).not.toContain(sample.token);
  });
});
