/** The online referral (/contact/referrals) as a framework island: React's component, run by preact/compat. */
import { hydrateRoot } from "react-dom/client";
import { ReferralForm } from "~/components/referrals/referral-form";
import type { IslandProps } from "~/components/island";
import type { ReferralFormContent } from "~/content/referral-form";
import type { Upload } from "~/lib/forms/files";
import { LanguageProvider } from "~/i18n/language-context";

type Props = IslandProps<{ words: ReferralFormContent; upload: Upload }>;

export function hydrate(root: HTMLElement, { lang, words, upload }: Props) {
  hydrateRoot(
    root,
    <LanguageProvider lang={lang}>
      <ReferralForm words={words} upload={upload} />
    </LanguageProvider>,
  );
}
