import type { ReferralChannel, ReferralsContent } from "~/content/contact/referrals";
import { keysOf } from "~/lib/browser/keys";
import { site, type Phone } from "~/content/site";
import { telHref } from "~/lib/contact";
import { buttonClass, PhoneIcon } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";

const phones: Partial<Record<ReferralChannel, Phone>> = {
  referrals: site.phones.referrals,
  hospitalDischarge: site.phones.hospitalDischarge,
};

/**
 * The referral line (ext. 2), the hospital discharge line (ext. 3) and, when the page has it, the
 * online referral further down (#refer).
 */
export function ReferralChannels({ words, online }: { words: ReferralsContent["channels"]; online: boolean }) {
  const shown = keysOf(words.items).filter((key) => phones[key] || online);
  return (
    <Section headingId="channels-heading" tone="white">
      <SectionHeading id="channels-heading" title={words.heading} intro={words.intro} />
      <ul className={`mt-8 grid gap-6 ${shown.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {shown.map((key) => {
          const item = words.items[key];
          const phone = phones[key];
          return (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl">{item.title}</h3>
                {phone && (
                  <p className="mt-1 text-xl font-bold text-brand-800">{`${phone.display}, ${words.ext}\u00a0${phone.ext}`}</p>
                )}
                <p className="mt-2 mb-5">{item.body}</p>
                <a
                  href={phone ? telHref(phone) : "#refer"}
                  className={buttonClass(phone ? "primary" : "secondary", "mt-auto")}
                >
                  {phone && <PhoneIcon />}
                  {item.action}
                </a>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
