import type { Phone } from "~/content/site";

/** tel: link that dials the number and, after a pause (","), the extension. */
export function telHref(phone: Phone): string {
  return `tel:${phone.e164}${phone.ext ? `,${phone.ext}` : ""}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}
