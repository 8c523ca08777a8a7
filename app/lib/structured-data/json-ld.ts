/** schema.org JSON-LD as plain data (rendered by app/components/json-ld.tsx). */
export type JsonLdObject = { "@context": string; "@type": string | string[] } & Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function jsonLdText(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
