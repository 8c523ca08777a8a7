/**
 * Structured data for search engines, in the page body. A data block: the browser never runs
 * it, so the Content-Security-Policy does not apply and the build leaves it inline
 * (scripts/finish-build.ts). `json` must come from a builder in app/lib/structured-data/,
 * which escapes "<".
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
