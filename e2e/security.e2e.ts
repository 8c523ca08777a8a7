/** Security headers on every kind of response, the same as shipped for static hosts; hostile paths. */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { origin } from "./harness";

const client = new URL("../build/client/", import.meta.url);

/** A raw GET: the path goes out exactly as written (fetch would normalise it). */
function rawGet(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function shippedHeaders(): Map<string, string> {
  const text = readFileSync(new URL("_headers", client), "utf8");
  const block = text.split("\n\n")[0]!.split("\n").slice(1);
  return new Map(
    block.map(
      (line) =>
        line
          .trim()
          .split(/:\s(.*)/s)
          .slice(0, 2) as [string, string],
    ),
  );
}

describe("security headers", () => {
  const shipped = shippedHeaders();

  test("the shipped _headers carry a strict policy", () => {
    const csp = shipped.get("Content-Security-Policy")!;
    const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d] as const));
    expect(directives.get("default-src")).toBe("default-src 'self'");
    expect(directives.get("script-src")).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(directives.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directives.get("object-src")).toBe("object-src 'none'");
    expect(directives.get("base-uri")).toBe("base-uri 'self'");
    expect(directives.get("form-action")).toMatch(/^form-action 'self'/);
    expect(Number(shipped.get("Strict-Transport-Security")!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(
      15768000,
    );
    expect(shipped.get("X-Content-Type-Options")).toBe("nosniff");
    expect(shipped.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(shipped.get("Permissions-Policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  test.each([
    "/",
    "/es/about",
    "/blog/family-caregiver-support:-you're-not-alone",
    "/nope",
    "/sitemap.xml",
    "/favicon.svg",
  ])("npm start serves them on %s", async (path) => {
    const response = await rawGet(encodeURI(path));
    expect(response.status).toBe(path === "/nope" ? 404 : 200);
    for (const [name, value] of shipped) expect(response.headers[name.toLowerCase()]).toBe(value);
  });
});

describe("hostile paths", () => {
  test.for(
    [
      "/..%2f..%2f..%2f..%2fetc/passwd",
      "/../../../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/%00",
      "/about%00.html",
      `/${"a".repeat(300)}`,
      `/${"a".repeat(10_000)}`,
      "/blog/<script>alert(1)</script>",
      "/%E0%A4%A",
    ].map((path) => ({ path, label: path.length > 60 ? `${path.slice(0, 12)}… (${path.length} characters)` : path })),
  )("$label gets 400 or 404, never a file outside build/client", async ({ path }, { expect }) => {
    const response = await rawGet(path.replace(/[<>]/g, encodeURIComponent));
    expect([400, 404]).toContain(response.status);
    expect(response.headers["content-security-policy"]).toBeTruthy();
    expect(response.body).not.toMatch(/root:.*:0:0:/);
    expect(response.body).not.toContain("<script>alert(1)</script>");
  });

  test("the server is still up afterwards", async () => {
    expect((await rawGet("/")).status).toBe(200);
  });
});
