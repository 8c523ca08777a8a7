import { useEffect, useState } from "react";
import { isHydrating, markHydrated } from "~/lib/browser/hydration";
import { langFromPath, type Lang } from "~/i18n/lang";

/**
 * The language the page is drawn in: the URL's, except while hydrating, when it is the language
 * the served HTML was rendered in. The not-found page is prerendered twice (/404.html and
 * /es/404.html); a host without a rule for /es/ answers every unknown path with the English one,
 * and hydrating that HTML in Spanish would not match it (React error #418). So the first client
 * render follows `<html lang>` and the page switches to the URL's language right after.
 * The not-found route's `meta` reads this too, so its title and description match on hydration.
 */
export function servedLang(pathname: string): Lang {
  if (!isHydrating()) return langFromPath(pathname);
  return document.documentElement.lang === "es" ? "es" : "en";
}

export function usePageLang(pathname: string): Lang {
  const [firstLang] = useState<Lang>(() => servedLang(pathname));
  const [, redraw] = useState(false);
  useEffect(() => {
    markHydrated();
    // Only a not-found page served in the other language is drawn again. Every other page already
    // is in its URL's language, and drawing the whole frame again for nothing (header, menus, footer)
    // was the longest task after hydration.
    if (firstLang !== langFromPath(pathname)) redraw(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at the end of hydration
  return isHydrating() ? firstLang : langFromPath(pathname);
}
