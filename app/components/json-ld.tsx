import { jsonLdText, type JsonLdObject } from "~/lib/structured-data/json-ld";

/**
 * Structured data as a data block. It is never run, so the Content-Security-Policy does not
 * apply to it and the build leaves it inline (scripts/finish-build.ts).
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
