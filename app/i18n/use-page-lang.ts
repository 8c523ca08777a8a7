import { useEffect, useState } from "react";
import { langFromPath, type Lang } from "./lang";

/**
 * The language to render, taken from the URL.
 *
 * One exception, during hydration only: the not-found page is prerendered once, in English,
 * as /404.html, and static hosts serve that file for every unknown path, /es/... included.
 * Hydrating it in Spanish would not match the served HTML (React error #418), so the first
 * client render uses the language the HTML was rendered in, and switches right after.
 */
export function usePageLang(pathname: string): Lang {
  const [renderedLang] = useState<Lang | null>(() =>
    typeof document === "undefined" ? null : document.documentElement.lang === "es" ? "es" : "en",
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated || !renderedLang ? langFromPath(pathname) : renderedLang;
}
