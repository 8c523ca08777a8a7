import type { Phone } from "~/content/site";

/** tel: link that dials the number and, after a pause (","), the extension. */
export function telHref(phone: Phone): string {
  return `tel:${phone.e164}${phone.ext ? `,${phone.ext}` : ""}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** A directions link for an address (opens the maps site in a new tab; no embedded map). */
export function directionsHref(place: { street: string; city: string; region: string; postalCode: string }): string {
  const street = place.street.replace(/,\s*(Suite|Ste\.?|Unit|#).*$/i, "");
  const destination = `${street} ${place.city} ${place.region} ${place.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination).replace(/%20/g, "+")}`;
}
