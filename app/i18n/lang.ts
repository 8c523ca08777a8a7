/** Languages of the site. English is the default and lives at the root; Spanish under /es. */
export const langs = ["en", "es"] as const;
export type Lang = (typeof langs)[number];
export const defaultLang: Lang = "en";

/** BCP 47 tags and Open Graph locales. Spanish is written for US (Florida) families. */
export const locales: Record<Lang, { og: string; name: string }> = {
  en: { og: "en_US", name: "English" },
  es: { og: "es_US", name: "Español" },
};

export const otherLang = (lang: Lang): Lang => (lang === "en" ? "es" : "en");

/** Decodes a URL pathname (the blog keeps a literal colon and apostrophe) and drops a trailing slash. */
export function normalizePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape: keep the raw path, it will simply match no page
  }
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function langFromPath(pathname: string): Lang {
  const path = normalizePath(pathname);
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/** "/es/about" -> "/about", "/es" -> "/", "/about" -> "/about". */
export function stripLang(pathname: string): string {
  const path = normalizePath(pathname);
  if (path === "/es") return "/";
  return path.startsWith("/es/") ? path.slice(3) : path;
}

/** "/about" in Spanish -> "/es/about"; "/" in Spanish -> "/es". Keeps a #hash. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === "en") return path;
  if (path === "/") return "/es";
  if (path.startsWith("/#")) return "/es" + path.slice(1);
  return "/es" + path;
}
