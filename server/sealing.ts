/**
 * Encryption at rest of what a visitor typed: AES-256-GCM (node:crypto), a fresh 12-byte IV per
 * value, the authentication tag beside it. DATA_KEY is 64 hex digits or 44 base64 characters
 * (32 bytes; `openssl rand -hex 32`); any other text is turned into a key with scrypt. Without a
 * key the values are kept as plain JSON, marked so, and the start-up log says it.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";

export interface Sealer {
  encrypted: boolean;
  seal(text: string): string;
  /** The text, or null when it cannot be read (encrypted and no key, or a wrong key). */
  open(stored: string): string | null;
}

export function keyFrom(secret: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(secret)) return Buffer.from(secret, "hex");
  const base64 = Buffer.from(secret, "base64");
  if (/^[A-Za-z0-9+/]{43}=$/.test(secret) && base64.length === 32) return base64;
  return scryptSync(secret, "orange-blossom-requests", 32);
}

export function sealer(secret: string | undefined): Sealer {
  const key = secret ? keyFrom(secret) : null;
  return {
    encrypted: key !== null,
    seal(text) {
      if (!key) return `plain:${text}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return `gcm:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    open(stored) {
      if (stored.startsWith("plain:")) return stored.slice(6);
      if (!key || !stored.startsWith("gcm:")) return null;
      const raw = Buffer.from(stored.slice(4), "base64");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
