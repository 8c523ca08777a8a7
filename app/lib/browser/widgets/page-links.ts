import { floridaDate } from "~/lib/florida-date";
import { scrollToHeading } from "~/lib/browser/scroll-to-heading";

/**
 * Small enhancements of a page React does not hydrate. A link marked `data-scroll-to="<id>"` (the
 * home page's "learn about our services") scrolls smoothly to that heading and focuses it; without
 * it, the link's #anchor jumps there as before.
 */
export function enhanceScrollLinks(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-scroll-to]"))
    link.addEventListener("click", (event) => {
      if (scrollToHeading(link.dataset.scrollTo!)) event.preventDefault();
    });
}

/**
 * An offer's banner (`data-offer` with `data-offer-last-day`, the home page's) leaves the page once
 * its last day in Florida has passed by the visitor's clock, between two builds.
 */
export function removeEndedBanners(root: ParentNode = document, now = new Date()): void {
  const today = floridaDate(now);
  for (const banner of root.querySelectorAll<HTMLElement>("[data-offer][data-offer-last-day]"))
    if (banner.dataset.offerLastDay! < today) banner.remove();
}

/**
 * The not-found page (its heading marked `data-not-found`) logs the missing path, as the React
 * screen does: the browser tests and the console of whoever follows a broken link see it.
 */
export function reportNotFound(root: ParentNode = document): void {
  if (root.querySelector("[data-not-found]")) console.error(`404 Not Found: ${location.pathname}`);
}
