import type { Phone } from "~/content/site";

/** tel: link that dials the number and, after a pause (","), the extension. */
export function telHref(phone: Phone): string {
  return `tel:${phone.e164}${phone.ext ? `,${phone.ext}` : ""}`;
}

/** The number as people read it: "(863) 555-0142, ext. 2". */
export function phoneText(phone: Phone): string {
  return phone.ext ? `${phone.display}, ext. ${phone.ext}` : phone.display;
}

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}
