import type { CheckKey, MedicareCheckContent } from "~/content/contact/medicare-check";
import { keysOf } from "~/lib/browser/keys";
import { site } from "~/content/site";
import { CallButton } from "~/components/ui/button";
import { checkOutcome } from "~/lib/medicare-outcome";

export { checkOutcome };

function Call({ words }: { words: MedicareCheckContent }) {
  return (
    <CallButton phone={site.phones.main} className="mt-5">
      {words.call} {site.phones.main.display}
    </CallButton>
  );
}

export function CheckResult({
  words,
  answers,
}: {
  words: MedicareCheckContent;
  answers: Partial<Record<CheckKey, boolean>>;
}) {
  const outcome = checkOutcome(keysOf(words.questions), answers);
  return (
    <div
      role="status"
      data-outcome={typeof outcome === "string" ? outcome : "unlikely"}
      className="self-start rounded-2xl border-2 border-brand-700 bg-white p-6 lg:sticky lg:top-40"
    >
      {outcome === "unanswered" && <p className="text-lg font-bold">{words.prompt}</p>}
      {outcome === "likely" && (
        <>
          <h3 className="text-2xl">{words.likely.heading}</h3>
          <p className="mt-3">{words.likely.body}</p>
          <p className="mt-3 font-bold">{words.likely.next}</p>
          <Call words={words} />
        </>
      )}
      {Array.isArray(outcome) && (
        <>
          <h3 className="text-2xl">{words.unlikely.heading}</h3>
          <p className="mt-3">{words.unlikely.body}</p>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {outcome.map((key) => (
              <li key={key} data-key={key}>
                {words.questions[key].ifNo}
              </li>
            ))}
          </ul>
          <p className="mt-3 font-bold">{words.unlikely.next}</p>
          <Call words={words} />
        </>
      )}
    </div>
  );
}

/** The questions as text, for the prerendered page and browsers without JavaScript. */
export function StaticCheck({ words }: { words: MedicareCheckContent }) {
  return (
    <div data-check-static className="mt-8 max-w-3xl rounded-2xl border border-line bg-white p-6">
      <p className="font-bold">{words.staticIntro}</p>
      <ol className="mt-4 list-decimal space-y-4 pl-6">
        {keysOf(words.questions).map((key) => (
          <li key={key}>
            <p className="font-bold">{words.questions[key].question}</p>
            <p className="text-muted">{words.questions[key].help}</p>
            <p className="mt-1">
              <span className="font-bold">{words.staticIfNo}</span> {words.questions[key].ifNo}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-5">{words.likely.body}</p>
      <p className="mt-3 font-bold">{words.likely.next}</p>
      <Call words={words} />
    </div>
  );
}
