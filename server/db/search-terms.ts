/**
 * Search by name, phone or e-mail that works when DATA_KEY encrypts the requests: each request
 * keeps keyed hashes (HMAC-SHA-256, cut to 16 hex digits) of its normalised name words and their
 * beginnings (3 letters on; folded: accents off, ø æ ß đ ł œ þ spelled out, apostrophes gone),
 * its phone number's last 10, 7 and 4 digits, and its e-mail (whole, each side of the @, and its
 * words) (a referral: the clinician's and the patient's names and phones); a search hashes what
 * was typed the same way, a phone typed in any form (punctuation, spaces, +1) as its digits. The words themselves are never stored in clear. The key
 * comes from DATA_KEY; without one (nothing is encrypted then) a random key kept in the database.
 */
import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { keyFrom } from "../sealing";
import type { Db } from "./database";
import { addSetting, readSetting } from "./settings-table";

/** Letters that Unicode does not decompose, written as English keyboards type them. */
const LETTERS: Record<string, string> = { ø: "o", æ: "ae", ß: "ss", đ: "d", ł: "l", œ: "oe", þ: "th", ð: "d", ı: "i" };

/** Lower case, accents off, ø æ ß đ ł œ þ spelled out, apostrophes gone ("O'Connor" is "oconnor"). */
export const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæßđłœþðı]/g, (letter) => LETTERS[letter]!)
    .replace(/['’ʼ`´]/g, "");

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The digits of a phone number, without the country code 1 of a full US number. */
const digitsOf = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
};

/** The term a typed phone (or its end) looks for: its last 10, 7 or 4 digits, as many as it has. */
const phoneTerm = (digits: string) => `p:${digits.slice(-(digits.length >= 10 ? 10 : digits.length >= 7 ? 7 : 4))}`;

/** The plain terms of a request's name, phone and e-mail (before hashing). */
export function termsOf(values: Record<string, string>): string[] {
  const terms = new Set<string>();
  const addWord = (word: string) => {
    terms.add(`n:${word}`);
    for (let end = 3; end < Math.min(word.length, 20); end++) terms.add(`n:${word.slice(0, end)}`);
  };
  for (const word of wordsOf(`${values.name ?? ""} ${values.patientName ?? ""}`)) addWord(word);
  for (const raw of [values.phone, values.patientPhone]) {
    // A clinician's extension ("x4521") is not part of the number searched for.
    const phone = digitsOf((raw ?? "").replace(/\s*,?\s*(?:x|ext\.?|extension|extensi\u00f3n|#)\s*\d{1,6}\s*$/i, ""));
    if (phone.length >= 4) for (const n of [10, 7, 4]) if (phone.length >= n) terms.add(`p:${phone.slice(-n)}`);
  }
  const email = (values.email ?? "").trim().toLowerCase();
  if (email) {
    // The whole address, each side of the @, and every word of it (a part of the address finds it).
    const [local = "", domain = ""] = email.split("@");
    for (const part of [email, local, domain]) if (part) terms.add(`e:${part}`);
    for (const word of wordsOf(email)) addWord(word);
  }
  return [...terms];
}

const PHONE_PIECE = /^[\d()+\-.]+$/;

/** What a search for `query` looks for: every term must match (name words, a phone, an e-mail). */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  const tokens = query.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.includes("@")) {
      const address = token.toLowerCase();
      const [local = "", domain = ""] = address.split("@");
      // A whole address, or one side of it with its @, is kept as typed; a piece across the @
      // ("maria@clinic", "lopez@clinic-ex") is its words, each found as a word or a word's beginning.
      if (!local || !domain || /\.\p{L}{2,}$/u.test(domain))
        terms.push(
          `e:${address.startsWith("@") ? address.slice(1) : address.endsWith("@") ? address.slice(0, -1) : address}`,
        );
      else for (const word of wordsOf(address)) terms.push(`n:${word.slice(0, 19)}`);
      continue;
    }
    // A phone typed with spaces ("(863) 555 0123", "+1 863 555 0123") is one number: its pieces are joined.
    if (PHONE_PIECE.test(token)) {
      let end = i;
      while (end + 1 < tokens.length && PHONE_PIECE.test(tokens[end + 1]!)) end++;
      const digits = digitsOf(tokens.slice(i, end + 1).join(""));
      if (digits.length >= 4) {
        terms.push(phoneTerm(digits));
        i = end;
        continue;
      }
    }
    for (const word of wordsOf(token)) terms.push(`n:${word.slice(0, 19)}`);
  }
  return terms;
}

export function searchKey(db: Db, dataKey: string | undefined): Buffer {
  if (dataKey) return Buffer.from(hkdfSync("sha256", keyFrom(dataKey), "", "request search terms", 32));
  const stored = readSetting(db, "search_key");
  if (stored) return Buffer.from(stored, "hex");
  const key = randomBytes(32);
  addSetting(db, "search_key", key.toString("hex"));
  return key;
}

/** Names a search key in the database (settings.search_key_id), without giving it away. */
export const searchKeyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 16);

/** The id of the key the stored search terms were made with (none before the requests were first opened). */
export const knownSearchKeyId = (db: Db) => readSetting(db, "search_key_id");

/**
 * Whether `dataKey` opens this database, asked without writing anything: "missing" when its
 * requests were stored with a DATA_KEY and none is given, "different" when with another one. A
 * command run without the server's environment would otherwise key its work differently (and,
 * with no DATA_KEY, store a random search key beside the server's).
 */
export function dataKeyProblem(db: Db, dataKey: string | undefined): "missing" | "different" | null {
  const known = knownSearchKeyId(db);
  if (!known) return null;
  if (dataKey) return searchKeyId(searchKey(db, dataKey)) === known ? null : "different";
  const stored = readSetting(db, "search_key");
  return stored && searchKeyId(Buffer.from(stored, "hex")) === known ? null : "missing";
}

export const hashTerm = (key: Buffer, term: string) =>
  createHmac("sha256", key).update(term).digest("hex").slice(0, 16);
