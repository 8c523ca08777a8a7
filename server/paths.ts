/**
 * The guard in front of the static files: NUL bytes, control characters, backslashes and
 * over-long names never reach the file system. 400 for malformed paths, 404 for absurdly long
 * ones, null for a path that may be served.
 */
const MAX_PATH = 1024;
const MAX_SEGMENT = 200;

/** The path of a request URL, without its query. */
export const pathOf = (url: string | undefined): string => (url ?? "/").split("?")[0]!;

/** Spanish URLs get Spanish pages (the not-found page, the server's own pages). */
export const isSpanishPath = (url: string | undefined): boolean => /^\/es(\/|$)/.test(pathOf(url));

export function rejectPath(url: string | undefined): 400 | 404 | null {
  const raw = pathOf(url);
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return 400;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return 400;
  if (raw.length > MAX_PATH || path.split("/").some((segment) => segment.length > MAX_SEGMENT)) return 404;
  return null;
}
