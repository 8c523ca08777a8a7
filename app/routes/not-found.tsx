import { useEffect } from "react";
import { useLocation } from "react-router";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { ButtonLink, CallButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { fullTitle } from "~/lib/meta";
import { notFoundMeta } from "~/lib/route-meta";

export const meta = () => notFoundMeta();

/** Any unknown path, in either language. Prerendered as /404.html and served with status 404. */
export default function NotFound() {
  const { t } = useLanguage();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Not Found: ${pathname}`);
  }, [pathname]);

  useEffect(() => {
    document.title = fullTitle(t("notFound.metaTitle"));
  }, [t]);

  return (
    <Container className="py-20 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1 className="mt-4 text-4xl">
        <span className="sr-only">{t("notFound.code")}: </span>
        {t("notFound.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-xl">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t("notFound.home")}</ButtonLink>
        <CallButton phone={site.phones.main} variant="secondary">
          {site.phones.main.display}
        </CallButton>
      </div>
    </Container>
  );
}
