import type { ReferralChannel, ReferralsContent } from "~/content/contact/referrals";
import { keysOf } from "~/lib/browser/keys";
import { site, type Phone } from "~/content/site";
import { mailtoHref, telHref } from "~/lib/contact";
import { buttonClass, PhoneIcon } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmailText } from "~/components/ui/email-text";
import { Section, SectionHeading } from "~/components/ui/section";

const phones: Partial<Record<ReferralChannel, Phone>> = {
  referrals: site.phones.referrals,
  hospitalDischarge: site.phones.hospitalDischarge,
};

/** The referral line (ext. 2), the hospital discharge line (ext. 3) and the referrals e-mail. */
export function ReferralChannels({ words }: { words: ReferralsContent["channels"] }) {
  return (
    <Section headingId="channels-heading" tone="white">
      <SectionHeading id="channels-heading" title={words.heading} intro={words.intro} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {keysOf(words.items).map((key) => {
          const item = words.items[key];
          const phone = phones[key];
          return (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <h3 className="text-xl">{item.title}</h3>
                <p className="mt-1 text-xl font-bold text-brand-800">
                  {phone ? (
                    `${phone.display}, ${words.ext}\u00a0${phone.ext}`
                  ) : (
                    <EmailText email={site.emails.referrals} />
                  )}
                </p>
                <p className="mt-2 mb-5">{item.body}</p>
                <a
                  href={phone ? telHref(phone) : mailtoHref(site.emails.referrals, item.title)}
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
