import { usePageTrail } from "~/hooks/use-page-trail";
import { JsonLd } from "~/components/json-ld";
import { breadcrumbId, breadcrumbListJsonLd } from "~/lib/structured-data/breadcrumbs";
import { organizationJsonLd, organizationPages } from "~/lib/structured-data/organization";
import { webPageJsonLd } from "~/lib/structured-data/web-page";

/**
 * The page's structured data, in its language: the WebPage, its BreadcrumbList (inner pages)
 * and, on the pages about the agency, the agency itself.
 */
export function PageStructuredData() {
  const page = usePageTrail();
  if (!page) return null;
  const { path, lang, head, trail } = page;
  const aboutAgency = organizationPages.includes(path);
  return (
    <>
      <JsonLd
        data={webPageJsonLd({
          path,
          lang,
          name: head.title,
          description: head.description,
          breadcrumbId: trail.length ? breadcrumbId(trail) : undefined,
          aboutAgency,
        })}
      />
      {trail.length > 0 && <JsonLd data={breadcrumbListJsonLd(trail)} />}
      {aboutAgency && <JsonLd data={organizationJsonLd(lang)} />}
    </>
  );
}
