import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import type { UiKey } from "~/i18n/ui";
import { ButtonLink, CallButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { fullTitle } from "~/lib/meta";
import type { SitePath } from "~/pages";

/** What a lost visitor most often wants: the services, the areas served, a way to reach us. */
const helpfulPages: { key: UiKey; to: SitePath }[] = [
  { key: "nav.services", to: "/services" },
  { key: "nav.serviceAreas", to: "/service-areas" },
  { key: "nav.contact", to: "/contact" },
];

/**
 * The not-found screen, in the page's language. The catch-all route shows it (routes/not-found.tsx),
 * and so does the root for a path a template does not know, such as /services/nope (root.tsx).
 */
export function NotFoundScreen() {
  const { t, href } = useLanguage();
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
      <h1 data-not-found className="mt-4 text-4xl">
        <span className="sr-only">{t("notFound.code")}: </span>
        {t("notFound.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-xl">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t("notFound.home")}</ButtonLink>
        <CallButton phone={site.phones.main} variant="secondary">
          {t("cta.call247", { phone: site.phones.main.display })}
        </CallButton>
      </div>
      <nav aria-labelledby="not-found-helpful" className="mt-10">
        <h2 id="not-found-helpful" className="text-xl">
          {t("notFound.helpful")}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {helpfulPages.map(({ key, to }) => (
            <li key={to}>
              <Link to={href(to)} className="inline-block py-2 font-bold text-brand-800 underline underline-offset-4">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
