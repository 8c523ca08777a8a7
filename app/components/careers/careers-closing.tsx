import type { CareersContent } from "~/content/careers";
import { site } from "~/content/site";
import { buttonClass, CallButton } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useLanguage } from "~/i18n/language-context";
import { Link } from "react-router";
import { mailtoHref } from "~/lib/contact";
import { EmailText } from "~/components/ui/email-text";

/** The closing band: Submit Application (the form above), Schedule a Call (the main line), e-mail as fallback. */
export function CareersClosing({ closing }: { closing: CareersContent["closing"] }) {
  const { href } = useLanguage();
  return (
    <section aria-labelledby="closing-heading" className="on-dark bg-brand-800 text-white">
      <Container className="py-14">
        <h2 id="closing-heading" className="text-3xl text-white">
          {closing.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-50">{closing.body}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#apply" className={buttonClass("light")}>
            {closing.submit}
          </a>
          <CallButton phone={site.phones.main} variant="outlineLight">
            {closing.schedule}: <span className="whitespace-nowrap">{site.phones.main.display}</span>
          </CallButton>
        </div>
        <p className="mt-6">
          {closing.email}{" "}
          <a href={mailtoHref(site.emails.careers)} className="font-bold text-white underline">
            <EmailText email={site.emails.careers} />
          </a>
        </p>
        <p className="mt-3">
          <Link to={href("/contact")} className="font-bold text-white underline">
            {closing.careLink}
          </Link>
        </p>
      </Container>
    </section>
  );
}
