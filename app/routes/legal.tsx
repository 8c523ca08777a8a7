import { legalPages, type LegalPath } from "~/content/legal/legal.server";
import { pageMeta, requestLang, requestPage } from "~/lib/page-data";
import { legalLabels } from "~/content/legal/labels";
import { formatDate } from "~/i18n/dates";
import { LegalPageView } from "~/components/legal/legal-page";
import type { Route } from "./+types/legal";

/** One template for the privacy policy, the terms of use and the notice of privacy practices. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = legalPages()[requestPage(request) as LegalPath][lang];
  return {
    ...page,
    updatedText: formatDate(page.updated, lang),
    effectiveText: page.effective ? formatDate(page.effective, lang) : undefined,
    labels: legalLabels[lang],
  };
}
export const meta = pageMeta;

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData} />;
}
