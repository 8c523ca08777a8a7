import { useLocation } from "react-router";
import { isPagePath, type PagePath } from "~/pages";
import { stripLang } from "~/i18n/lang";

/** The page being shown (its language-neutral path), or null on the not-found page. */
export function useCurrentPage(): PagePath | null {
  const path = stripLang(useLocation().pathname);
  return isPagePath(path) ? path : null;
}
