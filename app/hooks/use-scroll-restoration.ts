import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Where each history entry of this visit was left. React Router gives each page's entry a key;
 * entries the browser adds for a #target share their page's key, so the target is part of it.
 */
const positions = new Map<string, number>();
const entry = ({ key, hash }: { key: string; hash: string }) => `${key}${hash}`;

/**
 * Scrolling after a link is followed inside the site, as between two documents: a new page
 * starts at its top (or at its #target), a link to a #target scrolls to it, and Back or Forward
 * returns to where that page or target was left. Replaces React Router's <ScrollRestoration>,
 * whose inline script opens sessionStorage while the page is parsed: the first use of that
 * storage holds the page for 7-14 ms here, four times that on Lighthouse's phone
 * (docs/benchmark-notes.md). Positions are kept in memory instead.
 *
 * Loading a document (the first visit, a reload, coming back from another site) is the browser's
 * own restoration: this takes over only once the page has loaded, and hands back to the browser
 * whenever the page is left (pagehide) until it is shown again (the back-forward cache).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(location); // the history entry on screen
  // False from a Back, Forward or #target (popstate) until the entry it leads to is rendered: the
  // scrolling in between (the browser's own move to a #target) belongs to the entry it leads to.
  const tracking = useRef(true);

  useEffect(() => {
    const save = () => tracking.current && positions.set(entry(shown.current), window.scrollY);
    const leave = () => (tracking.current = false);
    const manual = () => {
      history.scrollRestoration = "manual";
      save();
    };
    const auto = () => (history.scrollRestoration = "auto");
    // pageshow follows the load event, and every return from the back-forward cache.
    if (document.readyState === "complete") manual();
    window.addEventListener("scroll", save, { passive: true });
    window.addEventListener("popstate", leave);
    window.addEventListener("pagehide", auto);
    window.addEventListener("pageshow", manual);
    return () => {
      window.removeEventListener("popstate", leave);
      window.removeEventListener("scroll", save);
      window.removeEventListener("pagehide", auto);
      window.removeEventListener("pageshow", manual);
      auto();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    tracking.current = true;
    if (entry(previous) === entry(location)) return; // the first render: the document's own load
    shown.current = location;
    const saved = navigation === "POP" ? positions.get(entry(location)) : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const samePage = previous.pathname === location.pathname && previous.search === location.search;
    // Another page appears where it was left or at its start at once, as a new document would;
    // a move within the page keeps the page's own scroll behaviour (smooth, unless reduced motion).
    const behavior = samePage ? "auto" : "instant";
    if (saved !== undefined) window.scrollTo({ top: saved, behavior });
    else if (target) target.scrollIntoView({ behavior });
    else if (!samePage) window.scrollTo({ top: 0, behavior });
    positions.set(entry(location), window.scrollY);
  }, [location, navigation]);
}
