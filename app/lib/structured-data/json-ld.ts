/** schema.org JSON-LD as plain data (rendered by app/components/json-ld.tsx). */
export type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script. */
export function jsonLdText(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
