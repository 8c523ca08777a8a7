import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { useLanguage } from "~/i18n/language-context";
import { pageHead, routeMeta } from "~/lib/page-head";
import { useCurrentPage } from "~/lib/use-current-page";

export const meta = routeMeta;

/**
 * An inner page: its heading and introduction, then the call to action. Pages whose full
 * content lands later keep this template until they get a route module of their own (app/pages.ts).
 */
export default function ContentPage() {
  const { lang } = useLanguage();
  const page = useCurrentPage() ?? "/";
  return (
    <>
      <PageHero head={pageHead(page, lang)} />
      <CallToAction />
    </>
  );
}
