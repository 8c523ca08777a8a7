import { useLanguage } from "~/i18n/language-context";

export function SkipLink() {
  const { t } = useLanguage();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-3 font-bold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("skip.toContent")}
    </a>
  );
}
