/** What startServer() takes beyond the environment's settings (tests and the benchmark pass them). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildCommand } from "./editor/publisher";
import type { Settings } from "./settings";

export interface StartOptions extends Partial<Settings> {
  /** The build: client/ and serve.json. Defaults to the build beside this server. */
  buildDir?: string;
  /** Logs every request (method, path, status, id) and the start-up notes. */
  quiet?: boolean;
  log?: (line: string) => void;
  clock?: () => number;
  retryDelay?: (attempt: number) => number;
  /** Form posts per address per window (default 60 per 10 minutes: a hospital's network is one address). */
  formLimit?: { limit: number; windowMs: number };
  /** Of those, posts that may carry files (multipart) per address per window (default 120 an hour: a hospital sends from one address). */
  uploadLimit?: { limit: number; windowMs: number };
  /** Failed sign-ins per address per window before 429 (default 50 per 15 minutes). */
  loginLimit?: { limit: number; windowMs: number };
  /** Wrong tries from one address before it is paused for that e-mail (default 10), the first pause (15 minutes), the slow-down step (1 s). */
  lockout?: { after: number; minutes: number; delayMs: number };
  /** How the slow-down waits (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  /** A signed-in session's idle limit in seconds, instead of the owner's setting (tests use a short one). */
  idleSeconds?: number;
  /** How often the reply-by watch runs (default every minute). */
  overdueEveryMs?: number;
  /** Overrides site.notifyWithDetails. */
  notifyWithDetails?: boolean;
  /** The editor's backend: where the release's source is, and how a publish builds (tests pass a fake). */
  editor?: { enabled?: boolean; releaseDir?: string; build?: BuildCommand };
}

export function defaultBuildDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundled: build/server/index.js; from source (tests): server/index.ts.
  return path.basename(here) === "server" && path.basename(path.dirname(here)) === "build"
    ? path.dirname(here)
    : path.join(here, "..", "build");
}
