import type { ContactContent } from "~/content/contact/contact";
import { publicLines } from "~/content/public-lines";
import { telHref } from "~/lib/contact";

/** Where a family takes a concern beyond the agency: AHCA's complaint line and the Florida Abuse Hotline. */
export function ConcernsBox({ words }: { words: ContactContent["concerns"] }) {
  const lines = [
    { id: "ahca", label: words.ahca, phone: publicLines.ahcaComplaints },
    { id: "abuse", label: words.abuse, phone: publicLines.abuseHotline },
  ];
  return (
    <section aria-labelledby="concerns-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="concerns-heading" className="text-2xl">
        {words.heading}
      </h2>
      <p className="mt-3">{words.body}</p>
      <ul className="mt-4 grid gap-3">
        {lines.map((line) => (
          <li key={line.id}>
            {line.label}{" "}
            <a href={telHref(line.phone)} className="font-bold whitespace-nowrap underline">
              {line.phone.display}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
