import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";

/** Said when an offer ended after the page was built: it is gone, and a call finds what runs now. */
export function EndedNote({ text }: { text: string }) {
  return (
    <div role="status" className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center">
      <p className="grow">{text}</p>
      <CallButton phone={site.phones.main} className="shrink-0">
        <span className="whitespace-nowrap">{site.phones.main.display}</span>
      </CallButton>
    </div>
  );
}

/** Said when no offer runs. */
export function NoOffers({ text }: { text: string }) {
  return (
    <p data-offers-none className="mt-8 text-lg">
      {text}
    </p>
  );
}
