/**
 * Finds a request's row in the route table (./routes.ts) and runs it inside its room: the room
 * checks the row's access and turns a refusal into its own answer (the office a sign-in page,
 * the editor JSON). A path that is in the table under another method answers 405 with Allow.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Lang } from "~/i18n/lang";
import type { Access, Caller } from "./accounts/caller";
import type { accountPages } from "./office/account";
import type { auditPages } from "./office/audit-page";
import type { documentPages } from "./office/documents";
import type { queuePages } from "./office/queue";
import type { requestPages } from "./office/request-page";
import type { signIn } from "./office/sign-in";
import type { sitePages } from "./office/site-history";
import type { staffPages } from "./office/staff";
import { PARAMS, ROUTES, type Method, type Route } from "./routes";

export type Room = "forms" | "office" | "editor";

/** One request on its way to a handler. */
export interface Hit {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
}

/** Checks a row's access for its room, runs the answer with the caller found, answers a refusal its own way. */
export interface RoomGate {
  run(
    req: IncomingMessage,
    res: ServerResponse,
    access: Access,
    answer: (caller: Caller | null) => unknown,
  ): Promise<void>;
}

/** What the rows call. */
export interface Handlers {
  rooms: Record<Room, RoomGate>;
  forms: {
    /** Answers a form's post; the id of the request it stored, if any (for the log). */
    handle(req: IncomingMessage, res: ServerResponse, name: string): Promise<string | undefined>;
    sent(req: IncomingMessage, res: ServerResponse, name: string, lang: Lang): void;
    /** A newsletter reader's own link to leave it (GET asks, POST leaves). */
    leave(req: IncomingMessage, res: ServerResponse, id: string, token: string): void;
  };
  signIn: ReturnType<typeof signIn>;
  officeScript(res: ServerResponse): void;
  alive(req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void>;
  queue: ReturnType<typeof queuePages>;
  request: ReturnType<typeof requestPages>;
  documents: ReturnType<typeof documentPages>;
  staff: ReturnType<typeof staffPages>;
  audit: ReturnType<typeof auditPages>;
  account: ReturnType<typeof accountPages>;
  siteHistory: ReturnType<typeof sitePages>;
  editor: { api(req: IncomingMessage, res: ServerResponse, caller: Caller): Promise<void> };
}

/** A path's pattern as a regular expression: each `:name` one segment of its PARAMS shape. */
export function patternOf(path: string): RegExp {
  const source = path.replace(/[.]/g, "\\.").replace(/:(\w+)/g, (_, name: string) => {
    const shape = PARAMS[name];
    if (!shape) throw new Error(`The route ${path} names :${name}, which PARAMS does not shape`);
    return `(?<${name}>${shape})`;
  });
  return new RegExp(`^${source}$`);
}

const compiled = ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

export type Found = { route: Route; params: Record<string, string> } | { allow: Method[] } | null;

/** The row for this method and path (HEAD as GET), the methods the path takes when not this one, or null. */
export function findRoute(method: string | undefined, path: string): Found {
  const asked = method === "HEAD" ? "GET" : method;
  const allow: Method[] = [];
  for (const { route, pattern } of compiled) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (route.method === asked) return { route, params: { ...match.groups } };
    allow.push(route.method);
  }
  return allow.length ? { allow } : null;
}

/** Parts of a path that are secrets (an invitation's or a password link's token): never in a log. */
const SECRET_PARAMS = ["token"];

/** The path as a log line shows it: the row's pattern when the path carries a secret. */
export function loggedPath(found: Found, path: string): string {
  const secret = found && "route" in found && SECRET_PARAMS.some((name) => name in found.params);
  return secret ? found.route.path : path.slice(0, 200);
}

/** Runs the row inside its room; what its handler returned. */
export async function serveRoute(app: Handlers, route: Route, hit: Hit): Promise<unknown> {
  let result: unknown;
  await app.rooms[route.room].run(hit.req, hit.res, route.access, async (caller) => {
    result = await route.handle(app, hit, caller);
  });
  return result;
}
