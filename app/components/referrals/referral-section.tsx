import type { Upload } from "~/lib/forms/files";
import type { ReferralFormContent } from "~/content/referral-form";
import { Container } from "~/components/ui/container";
import { Island } from "~/components/island";
import { ReferralForm } from "./referral-form";

/**
 * The online referral (#refer): its heading and introduction, then the form in a card. The form is
 * a framework island (components/island.tsx) on a page with islands only.
 */
export function ReferralSection({ words, upload }: { words: ReferralFormContent; upload: Upload }) {
  return (
    <section id="refer" aria-labelledby="refer-heading" className="bg-brand-50 py-16 sm:py-20 print:hidden">
      <Container>
        <div className="max-w-4xl rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          <h2 id="refer-heading" className="text-3xl sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-3 mb-8 text-lg">{words.intro}</p>
          <Island name="referral-form" props={{ words, upload }}>
            <ReferralForm words={words} upload={upload} />
          </Island>
        </div>
      </Container>
    </section>
  );
}
