import type { MetaDescriptor } from "react-router";
import { home } from "~/content/home";
import { pageHeads } from "~/content/pages";
import type { PageHead } from "~/content/types";
import type { Lang } from "~/i18n/lang";
import type { PagePath } from "~/pages";
import { metaFromLocation } from "./route-meta";

/** Title, description, heading and introduction of any page in a language. */
export function pageHead(path: PagePath, lang: Lang): PageHead {
  return path === "/" ? home[lang].head : pageHeads[path][lang];
}

/** The `meta` export of the pages that use the shared template (routes/page.tsx). */
export function routeMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  return metaFromLocation(location.pathname, pageHead);
}
