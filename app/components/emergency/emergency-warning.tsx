import type { EmergencyContent } from "~/content/contact/emergency";
import { site } from "~/content/site";
import { buttonClass } from "~/components/ui/button";

/** The 911 warning: the first thing under the page's heading, with a tel:911 button. */
export function EmergencyWarning({ warning }: { warning: EmergencyContent["warning"] }) {
  return (
    <aside
      id="call-911"
      aria-labelledby="call-911-heading"
      className="mt-6 flex max-w-3xl flex-col gap-4 rounded-2xl border-4 border-accent-800 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="call-911-heading" className="text-2xl text-accent-800 sm:text-3xl">
          {warning.heading}
        </h2>
        <p className="mt-2 text-lg">{warning.body}</p>
      </div>
      <a href={`tel:${site.emergencyNumber}`} className={buttonClass("primary", "shrink-0 text-xl")}>
        {warning.callLabel}
      </a>
    </aside>
  );
}
