/** The consultation form (/contact) as a framework island: React's component, run by preact/compat. */
import { hydrateRoot } from "react-dom/client";
import { ConsultationForm } from "~/components/contact/consultation-form";
import type { IslandProps } from "~/components/island";
import type { ContactFormContent } from "~/content/contact/contact-form";
import { LanguageProvider } from "~/i18n/language-context";

export function hydrate(root: HTMLElement, { lang, words }: IslandProps<{ words: ContactFormContent }>) {
  hydrateRoot(
    root,
    <LanguageProvider lang={lang}>
      <ConsultationForm words={words} />
    </LanguageProvider>,
  );
}
