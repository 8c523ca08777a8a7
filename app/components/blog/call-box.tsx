import type { ReactNode } from "react";
import { site } from "~/content/site";
import { fill } from "~/i18n/format";
import { CallButton } from "~/components/ui/button";
import { EmergencyLine } from "~/components/layout/emergency-line";

interface CallBoxProps {
  headingId: string;
  heading: string;
  body: string;
  /** "Call {phone}" */
  call: string;
  /** The box's second action (a link), under the call button. */
  children?: ReactNode;
}

/** A small dark box with the phone number (from the config) and one more way forward. */
export function CallBox({ headingId, heading, body, call, children }: CallBoxProps) {
  return (
    <aside aria-labelledby={headingId} className="on-dark rounded-2xl bg-brand-800 p-6 text-white">
      <h2 id={headingId} className="text-2xl text-white">
        {heading}
      </h2>
      <p className="mt-3 text-brand-50">{body}</p>
      <div className="mt-5 flex flex-col gap-3">
        <CallButton phone={site.phones.main} variant="light">
          {fill(call, { phone: site.phones.main.display })}
        </CallButton>
        {children}
      </div>
      <EmergencyLine className="mt-4 text-white" />
    </aside>
  );
}
