import { createContext, useContext, useMemo, type ReactNode } from "react";
import { ui, type UiKey } from "./ui";
import { localizePath, type Lang } from "./lang";
import { fill } from "~/i18n/format";
import type { SitePath } from "~/pages";

export interface LanguageValue {
  lang: Lang;
  /**
   * The UI string for `key` in the current language. The key is typed, so a typo fails `tsc`;
   * a key that still goes missing at run time is shown as itself.
   */
  t: (key: UiKey, vars?: Record<string, string | number>) => string;
  /** A site path in the current language: "/about" -> "/es/about" on Spanish pages. */
  href: (path: SitePath) => string;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function translate(lang: Lang, key: UiKey, vars?: Record<string, string | number>): string {
  const [part, line] = key.split(".") as [string, string];
  const own = (words: unknown, name: string) =>
    words && Object.hasOwn(words, name) ? (words as Record<string, unknown>)[name] : undefined;
  const found = own(own(ui[lang], part), line);
  const text = typeof found === "string" ? found : key;
  return vars ? fill(text, vars) : text;
}

export function LanguageProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo<LanguageValue>(
    () => ({
      lang,
      t: (key, vars) => translate(lang, key, vars),
      href: (path) => localizePath(path, lang),
    }),
    [lang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
