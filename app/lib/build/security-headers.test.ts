import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, headersFile, nginxSnippet, securityHeaders } from "./security-headers";

describe("Content-Security-Policy", () => {
  test("scripts only from the site and the hashed inline scripts; never unsafe-inline or unsafe-eval", () => {
    const csp = contentSecurityPolicy(["abc=", "def=", "abc="], ["css="], "console");
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self';");
    expect(csp).toContain("style-src 'self' 'sha256-css=';");
  });

  test("a configured form endpoint is allowed for fetch and form posts, and nothing else", () => {
    const csp = contentSecurityPolicy([], [], "https://forms.example.org/hook/123");
    expect(csp).toContain("connect-src 'self' https://forms.example.org");
    expect(csp).toContain("form-action 'self' https://forms.example.org");
    expect(csp).toContain("script-src 'self';");
  });
});

test("the same headers go to _headers and nginx", () => {
  const headers = securityHeaders(["abc="], ["css="], "console");
  expect(headers["Strict-Transport-Security"]).toMatch(/max-age=(\d{8,})/);
  const file = headersFile(headers);
  const nginx = nginxSnippet(headers);
  for (const [name, value] of Object.entries(headers)) {
    expect(file).toContain(`  ${name}: ${value}\n`);
    expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  }
});

test("every response carries these headers, and no Cross-Origin-Opener-Policy (decision 0008)", () => {
  expect(Object.keys(securityHeaders([], [], "console")).sort()).toEqual([
    "Content-Security-Policy",
    "Permissions-Policy",
    "Referrer-Policy",
    "Strict-Transport-Security",
    "X-Content-Type-Options",
    "X-Frame-Options",
  ]);
});
