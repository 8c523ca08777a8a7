/**
 * Search by name, phone or e-mail that works when DATA_KEY encrypts the requests: each request
 * keeps keyed hashes (HMAC-SHA-256, cut to 16 hex digits) of its normalised name words and their
 * beginnings (3 letters on), its phone number's last 10, 7 and 4 digits, and its e-mail (a
 * referral: the clinician's and the patient's names and phones); a search
 * hashes what was typed the same way. The words themselves are never stored in clear. The key
 * comes from DATA_KEY; without one (nothing is encrypted then) a random key kept in the database.
 */
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { keyFrom } from "../sealing";
import type { Db } from "./database";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const digitsOf = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
};

/** The plain terms of a request's name, phone and e-mail (before hashing). */
export function termsOf(values: Record<string, string>): string[] {
  const terms = new Set<string>();
  for (const word of fold(`${values.name ?? ""} ${values.patientName ?? ""}`).split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    terms.add(`n:${word}`);
    for (let end = 3; end < Math.min(word.length, 20); end++) terms.add(`n:${word.slice(0, end)}`);
  }
  for (const raw of [values.phone, values.patientPhone]) {
    // A clinician's extension ("x4521") is not part of the number searched for.
    const phone = digitsOf((raw ?? "").replace(/\s*,?\s*(?:x|ext\.?|extension|extensi\u00f3n|#)\s*\d{1,6}\s*$/i, ""));
    if (phone.length >= 4) for (const n of [10, 7, 4]) if (phone.length >= n) terms.add(`p:${phone.slice(-n)}`);
  }
  const email = (values.email ?? "").trim().toLowerCase();
  if (email) terms.add(`e:${email}`);
  return [...terms];
}

/** What a search for `query` looks for: every term must match (name words, a phone, an e-mail). */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const token of query.trim().split(/\s+/)) {
    if (!token) continue;
    if (token.includes("@")) terms.push(`e:${token.toLowerCase()}`);
    else if (/^[\d()+\-.]+$/.test(token) && digitsOf(token).length >= 4) {
      const digits = digitsOf(token);
      terms.push(`p:${digits.slice(-(digits.length >= 10 ? 10 : digits.length >= 7 ? 7 : 4))}`);
    } else for (const word of fold(token).split(/[^\p{L}\p{N}]+/u)) if (word) terms.push(`n:${word.slice(0, 19)}`);
  }
  return terms;
}

export function searchKey(db: Db, dataKey: string | undefined): Buffer {
  if (dataKey) return Buffer.from(hkdfSync("sha256", keyFrom(dataKey), "", "request search terms", 32));
  const row = db.prepare("SELECT value FROM settings WHERE key = 'search_key'").get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, "hex");
  const key = randomBytes(32);
  db.prepare("INSERT INTO settings (key, value) VALUES ('search_key', ?)").run(key.toString("hex"));
  return key;
}

export const hashTerm = (key: Buffer, term: string) =>
  createHmac("sha256", key).update(term).digest("hex").slice(0, 16);
