import { useMatches } from "react-router";
import type { PagePath } from "~/pages";

/**
 * The page being shown (its language-neutral path), or null on the not-found page. A page's
 * route ids are "en" or "es" + its path (app/routes.ts), so no list of pages is needed in the browser.
 */
export function useCurrentPage(): PagePath | null {
  const id = useMatches().at(-1)?.id ?? "";
  return /^(en|es)\//.test(id) ? (id.slice(2) as PagePath) : null;
}
