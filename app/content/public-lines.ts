/**
 * Public help lines the pages name beside the agency's own: not the agency's facts, the same for
 * every agency in Florida (so a re-brand keeps them). Each as printed, on one line, and as dialled.
 * Check them when the law or the services change (docs/decisions/0020-compliance-review.md).
 */
import type { Phone } from "./site";

const tollFree = (digits: string): Phone => ({
  display: `1\u2011${digits.slice(0, 3)}\u2011${digits.slice(3, 6)}\u2011${digits.slice(6)}`,
  e164: `+1${digits}`,
});

export const publicLines = {
  /** America's Poison Centers: free, confidential, 24 hours, with interpreters. */
  poisonControl: tollFree("8002221222"),
  /** The 988 Suicide & Crisis Lifeline: call or text, 24 hours, in English and Spanish. */
  crisis: { display: "988", e164: "988" },
  /** The Agency for Health Care Administration's line for complaints about a licensed provider. */
  ahcaComplaints: tollFree("8884193456"),
  /** The Florida Abuse Hotline (Department of Children and Families): 1-800-96-ABUSE. */
  abuseHotline: tollFree("8009622873"),
} satisfies Record<string, Phone>;

/** Florida's Special Needs Registry (Division of Emergency Management, with the Department of Health). */
export const specialNeedsRegistry = "https://www.floridadisaster.org/snr";

export type PublicLineId = keyof typeof publicLines;
