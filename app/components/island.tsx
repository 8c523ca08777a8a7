import type { ReactNode } from "react";
import { useLanguage } from "~/i18n/language-context";
import type { Lang } from "~/i18n/lang";

/** What every framework island gets in its props block: the page's language, and its own props. */
export type IslandProps<P> = P & { lang: Lang };

/**
 * A framework island (docs/decisions/0029): the prerender writes the component inside a marker
 * element, `data-island`, with its props before it in a JSON block (data, never run: no CSP hash).
 * On a page with islands only, app/islands/framework-islands.ts hydrates the marker's content when
 * it comes into view or is first used; on a page React hydrates whole, the marker is a plain div.
 * Islands share no React context, so the props carry the page's language.
 */
export function Island<P extends object>({ name, props, children }: { name: string; props: P; children: ReactNode }) {
  const { lang } = useLanguage();
  // "<" escaped: the block cannot end early, whatever the words hold.
  const json = JSON.stringify({ ...props, lang }).replace(/</g, "\\u003c");
  return (
    <>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: json }} />
      <div data-island={name}>{children}</div>
    </>
  );
}
