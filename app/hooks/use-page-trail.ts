import { useMatches } from "react-router";
import type { PageHead } from "~/content/types";
import { useLanguage } from "~/i18n/language-context";
import type { Lang } from "~/i18n/lang";
import { useCurrentPage } from "~/lib/use-current-page";
import type { PagePath } from "~/pages";
import { breadcrumbTrail, type Crumb } from "~/lib/structured-data/breadcrumbs";

export interface PageTrail {
  path: PagePath;
  lang: Lang;
  head: PageHead;
  /** Empty on the home page. */
  trail: Crumb[];
}

function hasHead(data: unknown): data is { head: PageHead } {
  return !!data && typeof data === "object" && "head" in data && !!(data as { head?: unknown }).head;
}

/**
 * The page being shown, its head (from the leaf route's own loader data, so no other page's
 * words are needed) and its breadcrumb trail; null on the not-found and error screens.
 */
export function usePageTrail(): PageTrail | null {
  const path = useCurrentPage();
  const { lang, t } = useLanguage();
  const data = useMatches().at(-1)?.loaderData;
  if (!path || !hasHead(data)) return null;
  return { path, lang, head: data.head, trail: breadcrumbTrail(path, lang, data.head.title, t) };
}
