import type { InsuranceContent } from "~/content/contact/insurance";
import { keysOf } from "~/lib/browser/keys";
import { shownInsurers } from "~/content/facts";
import { Card } from "~/components/ui/card";
import { InsurerList } from "~/components/ui/insurer-list";
import { Section, SectionHeading } from "~/components/ui/section";

/** The eight ways to pay, then the insurers of the config that the pages may name (shownInsurers). */
export function PaymentOptions({ payers, insurers }: Pick<InsuranceContent, "payers" | "insurers">) {
  return (
    <Section headingId="payers-heading" tone="white">
      <SectionHeading id="payers-heading" title={payers.heading} intro={payers.intro} />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {keysOf(payers.items).map((key) => (
          <li key={key}>
            <Card className="h-full">
              <h3 className="text-xl">{payers.items[key].title}</h3>
              <p className="mt-2">{payers.items[key].body}</p>
            </Card>
          </li>
        ))}
      </ul>
      {shownInsurers.length > 0 && (
        <>
          <h3 id="insurers-heading" className="mt-12 text-2xl">
            {insurers.heading}
          </h3>
          <p className="mt-2">{insurers.intro}</p>
          <InsurerList labelledBy="insurers-heading" />
          <p className="mt-5 font-bold">{insurers.notListed}</p>
        </>
      )}
    </Section>
  );
}
