/**
 * The taps `npm run bench:touch` measures: `tap` is the element tapped (found, scrolled to and
 * measured before the CPU is slowed, so none of the test driver's own checks run during the
 * measure), or `key` a key pressed after `prepare`; `waiting` (run in the page) says it has not
 * answered yet; `lastEvent` is the interaction's last event (Event Timing reports it after the
 * paint that follows); `check` fails the run when the interaction did not do its job. Elements are found by structure, not by their words.
 * The language toggle is not among them: it is a link to the other language's page, a page load
 * (`npm run bench` measures those), since no page hydrates whole.
 */

const ARTICLE = "/es/blog/understanding-medicare-coverage-for-home-health-care";

async function waitFor(page, fn, arg) {
  await page.waitForFunction(fn, arg, { polling: 50, timeout: 10_000 });
}

const menu = "#mobile-menu > summary";
const menuIsOpen = (page) => waitFor(page, () => document.querySelector("#mobile-menu")?.open === true);

export const INTERACTIONS = [
  {
    id: "menu-home",
    label: "open the phone menu on `/`",
    path: "/",
    tap: menu,
    check: menuIsOpen,
  },
  {
    id: "menu-article",
    label: `open the phone menu on an article (\`${ARTICLE}\`)`,
    path: ARTICLE,
    tap: menu,
    check: menuIsOpen,
  },
  {
    id: "blog-filter",
    label: "blog category filter on `/blog`",
    path: "/blog",
    tap: '[aria-labelledby="category-filter-label"] li:nth-child(2) button',
    check: (page) =>
      waitFor(
        page,
        () => document.querySelectorAll('[aria-labelledby="category-filter-label"] button')[1]?.ariaPressed === "true",
      ),
  },
  {
    id: "slideshow-next",
    label: 'slideshow "next" on `/`',
    path: "/",
    // The arrow after the dots; the first slide is showing (a fresh page, well within its interval).
    tap: '[aria-roledescription] [role="group"] + button',
    check: (page) =>
      waitFor(page, () => document.querySelectorAll('[aria-roledescription] [aria-current="true"]').length === 1),
  },
  {
    id: "form-submit",
    label: "empty submit of the consultation form on `/es/contact`",
    path: "/es/contact",
    // Whatever the form shows for its errors, nothing may be sent: it must still be on the page.
    tap: 'form:has(#contact-name) button[type="submit"]',
    check: (page) => waitFor(page, () => document.querySelector("#contact-name") !== null),
  },
  {
    id: "finder",
    label: 'finder Enter with "33830" on `/service-areas`',
    path: "/service-areas",
    prepare: (page) => page.locator("#finder-query").fill("33830"),
    // Typing that pauses is answered after 600 ms: the measure is of Enter answering.
    waiting: () => (document.querySelector("#finder [role=status]")?.textContent ?? "") === "",
    key: "Enter",
    lastEvent: "keyup",
    check: (page) => waitFor(page, () => (document.querySelector("#finder [role=status]")?.textContent ?? "") !== ""),
  },
];
