import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { footerQuickLinks, servicesMenu, type NavLinkItem } from "~/content/navigation";
import type { PageFrame } from "~/lib/build/page-frame.server";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { mailtoHref, telHref } from "~/lib/contact";
import { regulatoryLines } from "~/content/regulatory-lines";
import { founded, hoursAreSample, shownHours, statusLineIds } from "~/content/facts";
import { SampleMark } from "~/components/ui/sample-mark";
import { withoutSentencesNaming } from "~/content/samples";
import { addressLine, shownMainOffice } from "~/content/shown-offices";
import { fill } from "~/i18n/format";
import { EmergencyLine } from "./emergency-line";
import { EmailText } from "~/components/ui/email-text";
import { BlossomMark } from "./logo";
import { NavItemLink } from "./nav-item-link";
import { itemKey } from "./menu-items";

const linkClass = "inline-block py-1 text-white underline-offset-4 hover:underline aria-[current=page]:underline";
/** The main office as this build may show it: its city alone while its address is a sample left out. */
const mainOffice = shownMainOffice;

/** The footer's blurb with the facts filled in; its sentence naming the founding year is dropped while that year is a sample left out. */
const footerBlurb = (words: string, city: string) =>
  fill(withoutSentencesNaming(words, founded === null ? ["founded"] : []), { founded: founded ?? "", city });
/** The e-mail may break after its "@" on narrow columns, never inside a word. */

/** The footer's id: the browser draws nothing until the page is parsed this far (root.tsx). */
export const FOOTER_ID = "site-footer";

export function SiteFooter() {
  const { lang, t } = useLanguage();
  // Each regulatory line is left off while it is a sample.
  const lines = regulatoryLines(site.regulatory, lang, [...statusLineIds]);
  // The legal links come with the page's frame, in its language (their words are not in the page's JavaScript).
  const legalLinks = useRouteLoaderData<PageFrame>("root")?.legalLinks ?? [];
  return (
    <footer id={FOOTER_ID} className="on-dark bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr_1.5fr]">
        <div>
          <p className="flex items-center gap-3 text-xl font-bold text-white">
            <BlossomMark className="size-10" />
            {site.name}
          </p>
          <p className="mt-4">{footerBlurb(t("footer.blurb"), mainOffice.city)}</p>
        </div>
        <FooterColumn title={t("footer.quickLinks")} className="print:hidden">
          <LinkList items={footerQuickLinks} />
        </FooterColumn>
        <FooterColumn title={t("footer.services")} className="print:hidden">
          <LinkList items={servicesMenu.items.slice(1)} />
        </FooterColumn>
        <FooterColumn title={t("footer.contact")}>
          {/* One mark over the column: the main office's address and the hours are the demo's samples. */}
          <SampleMark when={mainOffice.sample || hoursAreSample} className="mb-3 text-ink" />
          <address className="not-italic">
            <p>
              {t("footer.mainOffice")}:{" "}
              {mainOffice.address ? addressLine(mainOffice.address) : `${mainOffice.city}, ${mainOffice.region}`}
            </p>
            <p className="mt-2">
              {t("footer.phone")}:{" "}
              <a className={`${linkClass} font-bold`} href={telHref(site.phones.main)}>
                {site.phones.main.display}
              </a>
            </p>
            <p>
              {t("footer.email")}:{" "}
              <a className={linkClass} href={mailtoHref(site.emails.care)}>
                <EmailText email={site.emails.care} />
              </a>
            </p>
          </address>
          <EmergencyLine className="mt-3 text-white" />
          <h3 className="mt-6 text-lg text-white">{t("footer.hours")}</h3>
          {shownHours.length > 0 && (
            <dl className="mt-2 grid xs:grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {shownHours.map((row) => (
                <div key={row.days.en} className="contents">
                  <dt>{row.days[lang]}</dt>
                  <dd>{row.hours[lang]}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-2 font-bold text-white">{site.careHours[lang]}</p>
        </FooterColumn>
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-6 text-base sm:px-8 lg:flex-row lg:justify-between">
          <div>
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className={lines.length > 0 ? "mt-2" : undefined}>
              © {founded === null || founded === __BUILD_YEAR__ ? "" : `${founded}–`}
              {__BUILD_YEAR__} {site.name}. {t("footer.rights")}
            </p>
          </div>
          <nav aria-label={t("footer.legal")} className="print:hidden">
            <LinkList items={legalLinks} className="flex flex-wrap gap-x-6 gap-y-1" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="text-lg text-white">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}

function LinkList({ items, className = "grid gap-1" }: { items: NavLinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <NavItemLink item={item} className={linkClass} />
        </li>
      ))}
    </ul>
  );
}
