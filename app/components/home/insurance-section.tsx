import type { HomeContent } from "~/content/home";
import { site } from "~/content/site";
import { shownInsurers } from "~/content/facts";
import { fill } from "~/i18n/format";
import { ButtonLink, CallButton } from "~/components/ui/button";
import { InsurerList } from "~/components/ui/insurer-list";
import { Section, SectionHeading } from "~/components/ui/section";

export function InsuranceSection({ insurance, callLabel }: { insurance: HomeContent["insurance"]; callLabel: string }) {
  return (
    <Section headingId="insurance-heading" tone="white">
      <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeading id="insurance-heading" title={insurance.heading} intro={insurance.body} />
          {shownInsurers.length > 0 && (
            <>
              <h3 className="mt-8 text-xl">{insurance.insurersHeading}</h3>
              <InsurerList />
            </>
          )}
          <ButtonLink to="/contact/insurance" variant="secondary" className="mt-8">
            {insurance.cta}
          </ButtonLink>
        </div>
        <div className="on-dark self-start rounded-2xl bg-brand-800 p-7 text-white">
          <h3 className="text-2xl text-white">{insurance.assessmentHeading}</h3>
          <p className="mt-3 text-brand-50">{insurance.assessmentBody}</p>
          <CallButton phone={site.phones.main} variant="light" className="mt-6">
            {fill(callLabel, { phone: site.phones.main.display })}
          </CallButton>
        </div>
      </div>
    </Section>
  );
}
