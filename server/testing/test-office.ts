/**
 * What the office's tests share: staff made straight in the database (a password hash, an
 * authenticator secret unless `twoStep: false`, as every role needs one by default), a sign-in over HTTP as a browser would do it (password, then
 * the code computed from the secret), and the CSRF token of a page.
 */
import { hashPassword } from "../accounts/passwords";
import type { Role } from "../accounts/permissions";
import { newTotpSecret, totpCode } from "../accounts/two-step";
import type { RunningServer } from "..";
import { formPost, send } from "./test-support";

export const PASSWORD = "orange grove heron lake";

export interface Staff {
  id: string;
  email: string;
  secret: string | null;
}

export async function makeStaff(
  server: RunningServer,
  person: { role: Role; email: string; name?: string; twoStep?: boolean; languages?: ("en" | "es")[] },
): Promise<Staff> {
  const user = server.users.add(
    {
      email: person.email,
      name: person.name ?? person.email.split("@")[0]!,
      role: person.role,
      languages: person.languages,
    },
    Date.now(),
  );
  server.users.setPassword(user.id, await hashPassword(PASSWORD));
  const secret = person.twoStep === false ? null : newTotpSecret();
  if (secret) server.users.setTotp(user.id, secret, ["aaaa-bbbb-cc"]);
  return { id: user.id, email: person.email, secret };
}

export const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers["set-cookie"] ?? "").split(";")[0]!;

/** Posts the sign-in form as a browser does: its token from the page, with the cookie that holds it. */
export async function loginPost(
  server: RunningServer,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const page = await send(`${server.origin}/office`);
  const token = /name="csrf" value="([^"]+)"/.exec(page.text)![1]!;
  return formPost(
    `${server.origin}/office/login`,
    { csrf: token, email, password },
    { Cookie: cookieOf(page), ...headers },
  );
}

/** Signs in over HTTP; returns the session cookie ("office_session=..."). */
export async function signIn(
  server: RunningServer,
  staff: Staff,
  now = Date.now(),
  password = PASSWORD,
): Promise<string> {
  const first = await loginPost(server, staff.email, password);
  if (first.status !== 303) throw new Error(`sign-in answered ${first.status}`);
  let cookie = cookieOf(first);
  if (first.headers.location === "/office/login/code") {
    const csrf = await csrfOf(server, "/office/login/code", cookie);
    const second = await formPost(
      `${server.origin}/office/login/code`,
      { csrf, code: totpCode(staff.secret!, now) },
      { Cookie: cookie },
    );
    if (second.status !== 303) throw new Error(`the code step answered ${second.status}`);
    cookie = cookieOf(second);
  }
  return cookie;
}

export async function csrfOf(server: RunningServer, path: string, cookie: string): Promise<string> {
  const page = await send(`${server.origin}${path}`, { headers: { Cookie: cookie } });
  const token = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1];
  if (!token) throw new Error(`no CSRF token on ${path} (${page.status})`);
  return token;
}

/** Posts an office form with the session's CSRF token (read from `from`, the page the form is on). */
export async function postWithCsrf(
  server: RunningServer,
  cookie: string,
  path: string,
  values: Record<string, string> = {},
  from = "/office/account",
) {
  const csrf = await csrfOf(server, from, cookie);
  return formPost(`${server.origin}${path}`, { csrf, ...values }, { Cookie: cookie });
}
