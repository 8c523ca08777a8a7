/**
 * Staff passwords: at least 12 characters, not one of the common passwords of zxcvbn-ts's list
 * (nor the person's own name or e-mail), kept as a scrypt hash (memory-hard: 2^15 x 8 x 128 bytes,
 * 32 MB per check), each with its own salt.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD = 12;
const COST: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

const common = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export type PasswordProblem = "too-short" | "common" | "personal";

/** Why a new password is refused, or null when it is good. */
export function passwordProblem(
  password: string,
  person: { email?: string; name?: string } = {},
): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD) return "too-short";
  const lower = password.toLowerCase();
  // A common password with a digit or two added is still common.
  if (common.has(lower) || common.has(lower.replace(/[\d!.]+$/, ""))) return "common";
  const personal = [person.email?.split("@")[0], ...(person.name?.split(/\s+/) ?? [])]
    .filter((part): part is string => Boolean(part && part.length >= 4))
    .map((part) => part.toLowerCase());
  if (personal.some((part) => lower.replace(/[\d!.]+$/, "") === part)) return "personal";
  return null;
}

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A hash of nothing: checking an unknown e-mail's password takes as long as a real check. */
const DECOY = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [kind, n, r, p, salt, key] = (stored ?? DECOY).split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
