/**
 * Two-step sign-in: a code from an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, one
 * step either side for a slow clock; the otpauth library), or one of ten one-time recovery codes
 * (kept as SHA-256 hashes, each good once).
 */
import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secret: string, label = "", issuer = "") {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

/** The otpauth:// address an authenticator app reads (as a link on a phone, or typed). */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  totp(secret, account, issuer).toString();

/** The code the app shows at `now` (tests and the set-up page's check use it). */
export const totpCode = (secret: string, now: number): string => totp(secret).generate({ timestamp: now });

/** The time step the code belongs to, or null when it is not a current code. */
export function checkTotp(secret: string, code: string, now: number): number | null {
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totp(secret).validate({ token: digits, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

export const hashCode = (code: string): string =>
  createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

/** Ten recovery codes, as shown once: xxxx-xxxx-xx of [a-z0-9] without look-alikes. */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}
