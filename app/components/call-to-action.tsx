import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { ButtonLink, CallButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The closing band of a page: the two things a visitor should do, call or reach the contact page. */
export function CallToAction() {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="cta-heading" className="on-dark bg-brand-800 text-white">
      <Container className="flex flex-col gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl text-white">
            {t("cta.heading")}
          </h2>
          <p className="mt-3 text-brand-50">{t("cta.body")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <CallButton phone={site.phones.main} variant="light">
            {t("cta.call247", { phone: site.phones.main.display })}
          </CallButton>
          <ButtonLink to="/contact" variant="outlineLight">
            {t("cta.contact")}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
