import type { InsuranceContent } from "~/content/contact/insurance";
import { keysOf } from "~/lib/browser/keys";
import { insurersAreSample, shownInsurers } from "~/content/facts";
import { Card } from "~/components/ui/card";
import { SampleMark } from "~/components/ui/sample-mark";
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
          <SampleMark when={insurersAreSample} className="mt-3" />
          <ul aria-labelledby="insurers-heading" className="mt-4 flex flex-wrap gap-3">
            {shownInsurers.map((insurer) => (
              <li
                key={insurer}
                className="max-w-full rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-[min(1em,5.5vw)] font-bold text-brand-900"
              >
                {insurer}
              </li>
            ))}
          </ul>
          <p className="mt-5 font-bold">{insurers.notListed}</p>
        </>
      )}
    </Section>
  );
}
