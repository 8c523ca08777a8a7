import { Link } from "react-router";
import { locales, localizePath, otherLang } from "~/i18n/lang";
import { useLanguage } from "~/i18n/language-context";
import { useCurrentPage } from "~/lib/use-current-page";

/**
 * Shows the other language ("ES" on English pages, "EN" on Spanish ones) and opens the same
 * page in it, in place (client-side navigation, no reload). Its accessible name is the target
 * language's own name, spoken in that language.
 */
export function LanguageToggle() {
  const { lang, t } = useLanguage();
  const target = otherLang(lang);
  const page = useCurrentPage();
  return (
    <Link
      to={localizePath(page ?? "/", target)}
      hrefLang={target}
      lang={target}
      title={t("header.switchTo")}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-brand-700 px-3 font-bold text-brand-800 no-underline hover:bg-brand-50"
    >
      <span aria-hidden="true">{target.toUpperCase()}</span>
      <span className="sr-only">{locales[target].name}</span>
    </Link>
  );
}
