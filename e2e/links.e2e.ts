/**
 * Link integrity of the built site, read from build/client: every internal href and #anchor
 * resolves, links stay in the page's language, external links open safely in a new tab, tel:
 * and mailto: links are well formed and come from the config, every asset exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { civilRights, site } from "~/content/site";
import { telHref } from "~/lib/contact";
import { publicLines } from "~/content/public-lines";
import { STOCK } from "./harness";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
/** The site's pages (the editor at /admin/ is no page of the site: it has no links to check). */
const htmlFiles = (readdirSync(client, { recursive: true }) as string[]).filter(
  (f) => f.endsWith(".html") && !f.startsWith("admin/"),
);

/** "/es/about" -> build/client/es/about/index.html; a plain file (e.g. /favicon.svg) as is. */
function fileFor(urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath);
  const candidates = [path.join(client, decoded, "index.html"), path.join(client, decoded)];
  return candidates.find((f) => f.startsWith(client) && existsSync(f) && statSync(f).isFile()) ?? null;
}

const pageUrl = (file: string) =>
  file === "404.html" ? "/404" : "/" + file.replace(/(^|\/)index\.html$/, "").replace(/\/$/, "");

const documents = new Map(
  htmlFiles.map((file) => [pageUrl(file), new JSDOM(readFileSync(path.join(client, file), "utf8")).window.document]),
);
const idsOf = (url: string) => new Set([...documents.get(url)!.querySelectorAll("[id]")].map((el) => el.id));

const phones = new Set(
  [...Object.values(site.phones), ...site.offices.map((o) => o.phone), civilRights.phone.value].map(telHref),
);
/** The TTY line of the notices: 711 (Florida Relay), or the agency's own number. */
const tty = civilRights.tty.value;
const ttyHref = /^\d{3}$/.test(tty) ? `tel:${tty}` : `tel:+1${tty.replace(/\D/g, "")}`;
const emails = new Set<string>(Object.values(site.emails));
/** The public help lines the pages name (Poison Control, 988, AHCA, the Abuse Hotline): the same for every agency. */
const publicHrefs = new Set(Object.values(publicLines).map((line) => `tel:${line.e164}`));

describe("links in the built HTML", () => {
  test("the build has every page and the not-found page", () => {
    expect(documents.size).toBeGreaterThanOrEqual(75);
    expect(documents.has("/404")).toBe(true);
  });

  test.for([...documents.keys()])("%s", (url, { expect }) => {
    const doc = documents.get(url)!;
    const lang = doc.documentElement.lang;
    const problems: string[] = [];

    for (const a of doc.querySelectorAll("a[href]")) {
      const href = a.getAttribute("href")!;
      const where = `${url}: <a href="${href}">`;
      if (href === `tel:${site.emergencyNumber}`) {
        // the 911 line of every footer and the warnings of /contact/emergency
      } else if (href === ttyHref) {
        // the relay line (711) of the notices
      } else if (publicHrefs.has(href)) {
        // a public help line, as public-lines.ts dials it (988 is three digits)
      } else if (href.startsWith("tel:")) {
        if (!phones.has(href)) problems.push(`${where} is not a phone of the config`);
        if (!/^tel:\+1\d{10}(,\d{1,5})?$/.test(href)) problems.push(`${where} malformed tel:`);
      } else if (href.startsWith("mailto:")) {
        const match = href.match(/^mailto:([^?]+)(\?subject=[^\s"<>]+)?$/);
        if (!match || !emails.has(match[1]!)) problems.push(`${where} malformed or unknown e-mail`);
      } else if (/^https?:\/\//.test(href)) {
        if (a.getAttribute("target") !== "_blank") problems.push(`${where} external link not in a new tab`);
      } else if (href.startsWith("#")) {
        if (!idsOf(url).has(href.slice(1))) problems.push(`${where} anchor not found`);
      } else if (href.startsWith("/")) {
        const target = new URL(href, "http://site");
        const targetUrl = decodeURIComponent(target.pathname === "/" ? "/" : target.pathname.replace(/\/$/, ""));
        if (!fileFor(target.pathname)) problems.push(`${where} leads to no page`);
        else if (target.hash && !(documents.has(targetUrl) && idsOf(targetUrl).has(target.hash.slice(1))))
          problems.push(`${where} anchor not found`);
        const linkLang = targetUrl === "/es" || targetUrl.startsWith("/es/") ? "es" : "en";
        if (linkLang !== lang && a.getAttribute("hreflang") !== linkLang)
          problems.push(`${where} crosses from ${lang} to ${linkLang} without hreflang`);
      } else {
        problems.push(`${where} unexpected scheme`);
      }
      if (a.getAttribute("target") === "_blank") {
        const rel = (a.getAttribute("rel") ?? "").split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer"))
          problems.push(`${where} _blank without noopener noreferrer`);
      }
    }

    for (const el of doc.querySelectorAll("script[src], link[href]")) {
      const ref = el.getAttribute("src") ?? el.getAttribute("href")!;
      const rel = el.getAttribute("rel");
      if (rel === "canonical" || rel === "alternate") {
        if (!ref.startsWith(site.origin + "/")) problems.push(`${url}: ${rel} ${ref} not on the site's origin`);
        else if (!fileFor(decodeURI(ref.slice(site.origin.length)) || "/"))
          problems.push(`${url}: ${rel} ${ref} leads to no page`);
      } else if (rel === "icon" && ref.startsWith("data:image/svg+xml,")) {
        // the favicon, inlined from public/favicon.svg: no request before the first paint
      } else if (!fileFor(ref)) problems.push(`${url}: missing asset ${ref}`);
    }
    const modules = doc.getElementById("page-modules")?.textContent;
    if (modules) {
      const { preload, imports, routes, entry } = JSON.parse(modules) as Record<string, unknown>;
      for (const href of [preload, imports, (routes as string[][]).map(([, h]) => h), entry].flat() as string[])
        if (!fileFor(href)) problems.push(`${url}: the bootstrap names a missing module ${href}`);
    } else if (!STOCK) {
      // A page with islands only: the script that loads the islands' entry after the first paint.
      const entry = doc.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
      if (!entry) problems.push(`${url}: neither a page-modules block nor the islands' entry`);
      else if (!fileFor(entry)) problems.push(`${url}: the islands' entry ${entry} is missing`);
    }

    for (const el of doc.querySelectorAll("[aria-controls], [aria-labelledby], label[for]")) {
      for (const id of (el.getAttribute("aria-controls") ??
        el.getAttribute("aria-labelledby") ??
        el.getAttribute("for"))!.split(" ")) {
        if (!doc.getElementById(id)) problems.push(`${url}: reference to missing id ${id}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
