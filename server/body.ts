/**
 * Reads a form post's body: at most MAX_BODY bytes (more -> 413, without reading the rest),
 * JSON or application/x-www-form-urlencoded, into field -> text. Repeated fields (the care-area
 * checkboxes) become one comma-separated list, as the browser's script sends them.
 */
import type { IncomingMessage } from "node:http";

export const MAX_BODY = 64 * 1024;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
  ) {
    super(code);
  }
}

export type BodyKind = "json" | "form";

export function bodyKind(req: IncomingMessage): BodyKind | null {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return null;
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > limit) throw new BodyError(413, "too_large");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyError(413, "too_large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Field -> text; throws BodyError(400) for malformed JSON, encoding or UTF-8. */
export function parseFields(raw: Buffer, kind: BodyKind): Record<string, string> {
  let text: string;
  try {
    text = decoder.decode(raw);
  } catch {
    throw new BodyError(400, "malformed");
  }
  const fields: Record<string, string> = {};
  if (kind === "json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new BodyError(400, "malformed");
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new BodyError(400, "malformed");
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === "string") fields[name] = value;
      else if (typeof value === "number" || typeof value === "boolean") fields[name] = String(value);
      else if (Array.isArray(value) && value.every((v) => typeof v === "string")) fields[name] = value.join(", ");
      else throw new BodyError(400, "malformed");
    }
    return fields;
  }
  // URLSearchParams never throws: check the percent-escapes first.
  if (/%(?![0-9a-f]{2})/i.test(text)) throw new BodyError(400, "malformed");
  try {
    decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw new BodyError(400, "malformed");
  }
  for (const [name, value] of new URLSearchParams(text)) {
    fields[name] = name in fields ? `${fields[name]}, ${value}` : value;
  }
  return fields;
}
