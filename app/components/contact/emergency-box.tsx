import { Link } from "react-router";
import type { ContactContent } from "~/content/contact/contact";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { CallButton } from "~/components/ui/button";
import { EmergencyLine } from "~/components/layout/emergency-line";

/** The 24/7 line, the 911 warning and the way to the emergency page. */
export function EmergencyBox({ words }: { words: ContactContent["emergency"] }) {
  const { href } = useLanguage();
  return (
    <section aria-labelledby="emergency-heading" className="on-dark rounded-2xl bg-brand-800 p-6 text-white">
      <h2 id="emergency-heading" className="text-2xl text-white">
        {words.heading}
      </h2>
      <p className="mt-3 text-brand-50">{words.body}</p>
      <CallButton phone={site.phones.emergency} variant="light" className="mt-5">
        {words.call} {site.phones.emergency.display}
      </CallButton>
      <p className="mt-5 rounded-lg border-2 border-accent-300 bg-brand-900 p-3 font-bold text-white">
        {words.warning}
      </p>
      <EmergencyLine className="mt-3 text-white" />
      <Link
        to={href("/contact/emergency")}
        className="mt-4 inline-block py-1 font-bold text-white underline underline-offset-4"
      >
        {words.link}
      </Link>
    </section>
  );
}
