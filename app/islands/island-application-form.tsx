/** The job application (/careers) as a framework island: React's component, run by preact/compat. */
import { hydrateRoot } from "react-dom/client";
import { ApplicationForm } from "~/components/careers/application-form";
import type { IslandProps } from "~/components/island";
import type { ApplicationContent } from "~/content/careers-application";
import type { Position } from "~/content/careers-positions";
import type { Upload } from "~/lib/forms/files";
import { LanguageProvider } from "~/i18n/language-context";

type Props = IslandProps<{ words: ApplicationContent; positions: Position[]; resume: Upload | null }>;

export function hydrate(root: HTMLElement, { lang, words, positions, resume }: Props) {
  hydrateRoot(
    root,
    <LanguageProvider lang={lang}>
      <ApplicationForm words={words} positions={positions} resume={resume} />
    </LanguageProvider>,
  );
}
