/**
 * The one script of a page that React does not hydrate whole (docs/decisions/0029): the page is
 * React's prerendered HTML, links between pages are plain page loads, and only what a visitor
 * can interact with runs code. It enhances the header's server markup (menus, phone menu, sticky
 * height) with the same DOM code the React header uses, and the page's own parts (an ended offer,
 * the Medicare self-check, the town finder, the services link, the not-found log, the forms as
 * framework islands: ./framework-islands.ts); after the first paint it draws
 * the parts the first frame left unlaid, starts the slideshow, loads the web font's files while
 * idle, and marks `<html data-hydrated>` (the browser tests wait for it, as on pages React
 * hydrates).
 */
import { afterFirstPaint, drawDeferredParts } from "~/lib/deferred-parts";
import { enhanceDropdown } from "~/lib/browser/header/dropdown";
import { watchHeaderHeight } from "~/lib/browser/header/header-height";
import { enhancePhoneMenu } from "~/lib/browser/header/phone-menu";
import { loadWebFontWhenIdle } from "~/lib/browser/web-font";
import { hideEndedOffers } from "~/lib/browser/widgets/ended-offers";
import { enhanceMedicareCheck } from "~/lib/browser/widgets/medicare-check";
import { enhanceSlideshow } from "~/lib/browser/widgets/slideshow";
import { enhanceFinder } from "~/lib/browser/widgets/finder";
import { wakeIslands } from "./framework-islands";
import { enhanceScrollLinks, removeEndedBanners, reportNotFound } from "~/lib/browser/widgets/page-links";

const header = document.querySelector<HTMLElement>("body > header");
if (header) {
  watchHeaderHeight(header);
  for (const menu of header.querySelectorAll<HTMLElement>("[data-dropdown]")) enhanceDropdown(menu);
  const phoneMenu = header.querySelector<HTMLDetailsElement>("#mobile-menu");
  if (phoneMenu) enhancePhoneMenu(phoneMenu);
}

// The page's own parts, as plain DOM code over the server markup (each only where it is).
const offers = document.querySelector<HTMLElement>("#offers");
if (offers) hideEndedOffers(offers);
removeEndedBanners();
enhanceScrollLinks();
reportNotFound();
const medicareCheck = document.querySelector<HTMLElement>("#medicare-check");
if (medicareCheck) enhanceMedicareCheck(medicareCheck);
const finder = document.querySelector<HTMLElement>("#finder");
if (finder) enhanceFinder(finder);
// The forms: React components hydrated by preact/compat, loaded only where there is one.
const islandsReady = wakeIslands();

await afterFirstPaint();
await drawDeferredParts();
// The slideshow moves only once the page has painted (as where React hydrates it).
const slideshow = document.querySelector<HTMLElement>("[data-slideshow]");
if (slideshow) enhanceSlideshow(slideshow);
await islandsReady;
document.documentElement.dataset.hydrated = "";
// For the next page (root.tsx sets a page loaded from this one in the font).
loadWebFontWhenIdle();
