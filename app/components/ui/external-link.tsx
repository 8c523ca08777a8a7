import type { ReactNode } from "react";
import { useLanguage } from "~/i18n/language-context";

/** A link to another site: always a new tab, never leaks the opener, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("link.newTab")}</span>
    </a>
  );
}
