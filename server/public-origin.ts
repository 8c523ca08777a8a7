/**
 * The one origin of every link the server or its command line writes (e-mails, invitation and
 * password links, the start-up line): PUBLIC_ORIGIN, else http://HOST:<the port it listens on>.
 * The server records the origin it listens on in the database, so that `npm run office` run
 * without PORT still prints links to the running server.
 */
import type { Db } from "./db/database";
import { readSetting, writeSetting } from "./db/settings-table";
import type { Settings } from "./settings";

const LISTENING_KEY = "listening_origin";

/** `https://office.example` from any accepted spelling (trailing slash dropped); undefined when not an http(s) origin. */
export function cleanOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The address the server answers on, for a link: a wildcard host becomes 127.0.0.1, IPv6 gets brackets. */
export function listeningOrigin(host: string, port: number): string {
  const local = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${local.includes(":") ? `[${local}]` : local}:${port}`;
}

/** The server's origin once it listens: PUBLIC_ORIGIN or where it listens, recorded for the command line. */
export function serverOrigin(db: Db, settings: Pick<Settings, "publicOrigin" | "host">, port: number): string {
  const listening = listeningOrigin(settings.host, port);
  writeSetting(db, LISTENING_KEY, listening);
  return settings.publicOrigin ?? listening;
}

/** The command line's origin: PUBLIC_ORIGIN, else where the server last listened, else HOST:PORT. */
export function commandLineOrigin(db: Db, settings: Pick<Settings, "publicOrigin" | "host" | "port">): string {
  if (settings.publicOrigin) return settings.publicOrigin;
  return cleanOrigin(readSetting(db, LISTENING_KEY)) ?? listeningOrigin(settings.host, settings.port);
}
