import { useEffect, useRef, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { locales, localizePath, otherLang } from "~/i18n/lang";
import { useLanguage } from "~/i18n/language-context";
import { afterNextPaint } from "~/lib/browser/after-paint";
import { useCurrentPage } from "~/hooks/use-current-page";

/** A plain left click, which the page handles itself (not a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Shows the other language ("ES" on English pages, "EN" on Spanish ones) and opens the same
 * page in it, in place (client-side navigation, no reload). Its accessible name is the target
 * language's own name, spoken in that language. The navigation starts after the tap's pressed
 * state is painted: preparing it (the router's matching and loading) would otherwise hold that
 * frame on a slow phone.
 */
export function LanguageToggle() {
  const { lang, t } = useLanguage();
  const navigate = useNavigate();
  const target = otherLang(lang);
  const page = useCurrentPage();
  const to = localizePath(page ?? "/", target);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // The other language's page is showing: the toggle now points back, no longer pending.
  useEffect(() => {
    delete linkRef.current?.dataset.pending;
  }, [to]);
  return (
    <Link
      ref={linkRef}
      to={to}
      hrefLang={target}
      lang={target}
      title={t("header.switchTo")}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        event.currentTarget.dataset.pending = "";
        afterNextPaint(() => void navigate(to));
      }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-brand-700 px-3 font-bold text-brand-800 no-underline hover:bg-brand-50 data-pending:bg-brand-100"
    >
      <span aria-hidden="true">{target.toUpperCase()}</span>
      <span className="sr-only">{locales[target].name}</span>
    </Link>
  );
}
