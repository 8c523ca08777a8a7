import { Link } from "react-router";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { CallButton, buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The root error boundary's screen: "Unexpected Application Error!", a way home and the phone. */
export function ErrorScreen({ detail }: { detail?: string }) {
  const { t, href } = useLanguage();
  return (
    <Container className="py-20">
      <h1 className="text-4xl">{t("error.title")}</h1>
      <p className="mt-4 max-w-2xl">{t("error.body")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton phone={site.phones.main}>{site.phones.main.display}</CallButton>
        <Link to={href("/")} className={buttonClass("secondary")}>
          {t("error.home")}
        </Link>
      </div>
      {detail && <pre className="mt-8 overflow-x-auto rounded bg-white p-4 text-sm">{detail}</pre>}
    </Container>
  );
}
