/** The blog's newsletter box (/blog) as a framework island: React's component, run by preact/compat. */
import { hydrateRoot } from "react-dom/client";
import { NewsletterBox } from "~/components/blog/newsletter-box";
import type { IslandProps } from "~/components/island";
import type { NewsletterWords } from "~/content/blog/blog-index";
import { LanguageProvider } from "~/i18n/language-context";

export function hydrate(root: HTMLElement, { lang, words }: IslandProps<{ words: NewsletterWords }>) {
  hydrateRoot(
    root,
    <LanguageProvider lang={lang}>
      <NewsletterBox words={words} />
    </LanguageProvider>,
  );
}
