import { useRouteLoaderData } from "react-router";
import type { PageFrame } from "~/lib/build/page-frame.server";
import { JsonLd } from "~/components/json-ld";

/**
 * The page's structured data, in its language (built at build time by the root loader,
 * app/lib/build/page-frame.server.ts): the WebPage, its BreadcrumbList and, on the pages about the
 * agency, the agency itself.
 */
export function PageStructuredData() {
  const frame = useRouteLoaderData<PageFrame>("root");
  return (
    <>
      {frame?.structuredData.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
