import { useMatches } from "react-router";
import type { PagePath } from "~/pages";

/**
 * The page being shown (its language-neutral path), or null on the not-found page. A route's id
 * is "en" or "es" + its path (app/routes.ts), a template's with its :slug filled in from the URL,
 * so no list of pages is needed in the browser.
 */
export function useCurrentPage(): PagePath | null {
  const match = useMatches().at(-1);
  const id = match?.id ?? "";
  // A template's route without data matched a slug it has no page for: the not-found page.
  if (!/^(en|es)\//.test(id) || match?.loaderData === undefined) return null;
  return id.slice(2).replace(":slug", match?.params.slug ?? "") as PagePath;
}
