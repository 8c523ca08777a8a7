import type { SpecialsPageData } from "~/lib/shown-offers";
import { shownInsurers } from "~/content/facts";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { InsurerList } from "~/components/ui/insurer-list";
import { Section, SectionHeading } from "~/components/ui/section";

/** How families pay: methods, the plans we accept (config) and a link to the insurance page. */
export function PaymentSection({ payment }: { payment: SpecialsPageData["payment"] }) {
  return (
    <Section headingId="payment-heading" id="payment">
      <SectionHeading id="payment-heading" title={payment.heading} intro={payment.intro} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card>
          <h3 className="text-xl">{payment.methodsHeading}</h3>
          <CheckList items={payment.methods} className="mt-4" />
        </Card>
        {shownInsurers.length > 0 && (
          <Card>
            <h3 className="text-xl">{payment.insurersHeading}</h3>
            <InsurerList />
          </Card>
        )}
      </div>
      <p className="mt-8 max-w-3xl">{payment.note}</p>
      <ButtonLink to="/contact/insurance" variant="secondary" className="mt-6">
        {payment.insuranceLink}
      </ButtonLink>
    </Section>
  );
}
