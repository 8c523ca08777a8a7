import { Link } from "react-router";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { telHref } from "~/lib/contact";

/** "Don't see your area?" with the main phone number, at the end of the Service Areas menus. */
export function AreaPrompt() {
  const { t, href } = useLanguage();
  return (
    <p className="mt-3 rounded-lg bg-accent-50 p-3 text-base">
      <Link to={href("/service-areas#finder")} className="block font-bold text-brand-900 underline">
        {t("nav.areaPrompt")}
      </Link>
      {t("nav.areaPromptBody")}{" "}
      <a href={telHref(site.phones.main)} className="inline-block py-1 font-bold text-accent-800 underline">
        {site.phones.main.display}
      </a>
    </p>
  );
}
