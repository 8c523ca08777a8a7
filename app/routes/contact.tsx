import { contact } from "~/content/contact/contact";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/ui/section";
import { ConsultationForm } from "~/components/contact/consultation-form";
import { ContactDetails } from "~/components/contact/contact-details";
import { Island } from "~/components/island";
import { EmergencyBox } from "~/components/contact/emergency-box";
import { ConcernsBox } from "~/components/contact/concerns-box";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/contact";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(contact, request);
export const meta = pageMeta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { form, details, emergency, concerns, printForm } = loaderData;
  return (
    <>
      <PageHero head={loaderData.head} />
      <Section headingId="form-heading" id="request">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.5fr_1fr]">
          {/* On paper, the ways to reach us instead of an empty form. */}
          <p className="hidden text-xl font-bold print:block">{printForm}</p>
          <div className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8 print:hidden">
            <h2 id="form-heading" className="text-3xl">
              {form.heading}
            </h2>
            <p className="mt-3 mb-6">{form.intro}</p>
            <Island name="contact-form" props={{ words: form }}>
              <ConsultationForm words={form} />
            </Island>
          </div>
          <div className="grid min-w-0 content-start gap-8">
            <EmergencyBox words={emergency} />
            <ContactDetails words={details} />
            <ConcernsBox words={concerns} />
          </div>
        </div>
      </Section>
      <CallToAction />
    </>
  );
}
