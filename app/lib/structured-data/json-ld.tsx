/**
 * A JSON-LD block in the page body. A data block, never run: the Content-Security-Policy does
 * not apply to it and the build leaves it inline (scripts/finish-build.ts). "<" is escaped so
 * that no text in the data can close the <script> element.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
