/**
 * The few S3 calls the replica's files need (put, get, list, delete), signed with AWS Signature Version 4
 * over node:crypto and fetch, path-style (https://endpoint/bucket/key): every S3-compatible store
 * accepts it, and it spares a large SDK for three requests.
 */
import { createHash, createHmac } from "node:crypto";

export interface S3Place {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
// RFC 3986: what S3 leaves unencoded in a path and a query.
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function s3Client(place: S3Place, timeoutMs = 30_000) {
  async function call(method: string, key: string, query: Record<string, string> = {}, body?: Buffer) {
    const url = new URL(place.endpoint);
    const canonicalPath = `/${encode(place.bucket)}${key ? `/${key.split("/").map(encode).join("/")}` : ""}`;
    const canonicalQuery = Object.keys(query)
      .sort()
      .map((name) => `${encode(name)}=${encode(query[name]!)}`)
      .join("&");
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
    const day = stamp.slice(0, 8);
    const payloadHash = sha256(body ?? "");
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": stamp,
    };
    const names = Object.keys(headers).sort();
    const canonical = [
      method,
      canonicalPath,
      canonicalQuery,
      ...names.map((name) => `${name}:${headers[name]}`),
      "",
      names.join(";"),
      payloadHash,
    ].join("\n");
    const scope = `${day}/${place.region}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256(canonical)].join("\n");
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${place.secretAccessKey}`, day), place.region), "s3"), "aws4_request");
    const signature = createHmac("sha256", signingKey).update(toSign).digest("hex");
    // fetch sends the host itself.
    const sent = { "x-amz-content-sha256": payloadHash, "x-amz-date": stamp };
    const response = await fetch(`${url.origin}${canonicalPath}${canonicalQuery ? `?${canonicalQuery}` : ""}`, {
      method,
      headers: {
        ...sent,
        authorization: `AWS4-HMAC-SHA256 Credential=${place.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
      },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response;
  }

  const fail = async (response: Response, what: string) => {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP ${response.status}`;
    return new Error(`S3 ${what}: ${code}`);
  };

  return {
    async put(key: string, body: Buffer): Promise<void> {
      const response = await call("PUT", key, {}, body);
      if (!response.ok) throw await fail(response, "put");
      await response.arrayBuffer();
    },
    /** The object's bytes, or null when there is none. */
    async get(key: string): Promise<Buffer | null> {
      const response = await call("GET", key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await fail(response, "get");
      return Buffer.from(await response.arrayBuffer());
    },
    /** Deletes the object (S3 answers 204 whether or not there was one). */
    async remove(key: string): Promise<void> {
      const response = await call("DELETE", key);
      if (!response.ok && response.status !== 404) throw await fail(response, "delete");
      await response.arrayBuffer();
    },
    /** Every key under `prefix` (ListObjectsV2, page by page). */
    async list(prefix: string): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix };
        if (token) query["continuation-token"] = token;
        const response = await call("GET", "", query);
        if (!response.ok) throw await fail(response, "list");
        const xml = await response.text();
        for (const match of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(unescapeXml(match[1]!));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? unescapeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "")
          : undefined;
      } while (token);
      return keys;
    },
  };
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

export type S3Client = ReturnType<typeof s3Client>;
