import type { MetaDescriptor } from "react-router";
import type { Bilingual, PageContent } from "~/content/types";
import { langFromPath, stripLang, type Lang } from "~/i18n/lang";
import { isPagePath, type PagePath } from "~/pages";
import { metaFromLocation } from "./route-meta";

/**
 * How a page's words reach it (docs/decisions/0004-content-pipeline.md): each route's `loader`
 * picks its content in the request's language. Loaders run only at build time (every page is
 * prerendered), so the words travel as that page's data, never inside the shared JavaScript.
 */

/** The request's path without the language prefix or a data suffix: "/es/about.data" -> "/about". */
export function requestPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  // React Router asks for the root path's data as "/_.data" (or "/_root.data").
  return path.replace(/\/(_|_root)$/, "/");
}

export function requestLang(request: Request): Lang {
  return langFromPath(requestPath(request));
}

export function requestPage(request: Request): PagePath {
  const path = stripLang(requestPath(request));
  if (!isPagePath(path)) throw new Response("Not Found", { status: 404 });
  return path;
}

/** The last segment of a page path under `prefix`: ("/services/personal-care", "/services/") -> "personal-care". */
export function requestSlug<S extends string>(request: Request, prefix: string, slugs: readonly S[]): S {
  const path = requestPage(request);
  const slug = path.slice(prefix.length);
  if (!path.startsWith(prefix) || !(slugs as readonly string[]).includes(slug)) {
    throw new Response("Not Found", { status: 404 });
  }
  return slug as S;
}

/** A loader's answer: the page's content in the request's language. */
export function contentFor<T>(content: Bilingual<T>, request: Request): T {
  return content[requestLang(request)];
}

/** Every content route's `meta`: title and description come from the page's own loader data. */
export function pageMeta({
  loaderData,
  location,
}: {
  loaderData: PageContent | undefined;
  location: { pathname: string };
}): MetaDescriptor[] {
  return metaFromLocation(location.pathname, loaderData?.head);
}
