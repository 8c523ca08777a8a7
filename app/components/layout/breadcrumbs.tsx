import { Link, useRouteLoaderData } from "react-router";
import type { PageFrame } from "~/lib/build/page-frame.server";
import { useLanguage } from "~/i18n/language-context";
import { breadcrumbLabel } from "~/i18n/breadcrumbs";
import { Container } from "~/components/ui/container";

/**
 * The trail to the current page (every page but the home page), above the page's heading:
 * Home > Services > Personal Care. Built from the URL and the page's own title
 * (lib/structured-data/breadcrumbs.ts, at build time: lib/page-frame.server.ts), the same list as
 * the BreadcrumbList structured data.
 */
export function Breadcrumbs() {
  const { lang } = useLanguage();
  const trail = useRouteLoaderData<PageFrame>("root")?.trail ?? [];
  if (trail.length === 0) return null;
  return (
    <nav aria-label={breadcrumbLabel[lang]} className="bg-brand-50">
      <Container>
        <ol className="pt-4 text-base leading-8">
          {trail.map((crumb, i) => (
            <li key={crumb.href} className="inline">
              {i > 0 && (
                <span aria-hidden="true" className="px-2 text-muted">
                  ›
                </span>
              )}
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-bold">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.href} className="inline-block underline underline-offset-4 hover:text-brand-700">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
