import { insurersAreSample, shownInsurers } from "~/content/facts";
import { SampleMark } from "~/components/ui/sample-mark";

/**
 * The insurers the pages may name (shownInsurers), as chips, with the Sample mark while they are
 * the shipped sample. Callers show it only when shownInsurers is not empty, heading included.
 */
export function InsurerList({ labelledBy }: { labelledBy?: string }) {
  return (
    <>
      <SampleMark when={insurersAreSample} className="mt-3" />
      <ul aria-labelledby={labelledBy} className="mt-4 flex flex-wrap gap-3">
        {shownInsurers.map((insurer) => (
          <li
            key={insurer}
            className="max-w-full rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-[min(1em,5.5vw)] font-bold text-brand-900"
          >
            {insurer}
          </li>
        ))}
      </ul>
    </>
  );
}
