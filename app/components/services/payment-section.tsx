import { Link } from "react-router";
import type { PaymentBlock } from "~/content/services/types";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";

/** How a service is paid, ending with the link to the insurance page. */
export function PaymentSection({ payment }: { payment: PaymentBlock }) {
  const { href } = useLanguage();
  return (
    <Section id="payment" headingId="payment-heading" tone="white">
      <SectionHeading id="payment-heading" title={payment.heading} />
      <div className="mt-5 max-w-3xl space-y-4 text-lg">
        {payment.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <Link
        to={href("/contact/insurance")}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-bold text-brand-800 underline"
      >
        {payment.linkLabel}
        <Icon name="arrowRight" className="size-5" />
      </Link>
    </Section>
  );
}
