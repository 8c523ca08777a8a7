import { useLanguage } from "~/i18n/language-context";

/** Off screen above the page until focused, then shown with its full padding (not sr-only, which resets it). */
export function SkipLink() {
  const { t } = useLanguage();
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-[calc(100%+1rem)] rounded-md border-2 border-brand-700 bg-white px-4 py-3 font-bold text-brand-900 focus:translate-y-0 print:hidden"
    >
      {t("skip.toContent")}
    </a>
  );
}
