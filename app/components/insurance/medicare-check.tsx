import { useState } from "react";
import type { CheckKey, MedicareCheckContent } from "~/content/contact/medicare-check";
import { keysOf } from "~/lib/browser/keys";
import { useHydrated } from "~/hooks/use-hydrated";
import { Section, SectionHeading } from "~/components/ui/section";
import { CheckResult, StaticCheck } from "./check-result";

type Answers = Partial<Record<CheckKey, boolean>>;

/**
 * "Could Medicare cover home health care?" (#medicare-check): four yes/no questions answered in
 * plain words. The answers live only in this component's state: nothing is stored or sent.
 * Before and without JavaScript the same questions and what each answer means show as text.
 */
export function MedicareCheck({ words }: { words: MedicareCheckContent }) {
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <Section headingId="medicare-check-heading" id="medicare-check" tone="teal">
      <SectionHeading id="medicare-check-heading" title={words.heading} intro={words.intro} />
      <p className="mt-4 max-w-3xl rounded-lg border-l-4 border-brand-700 bg-white p-4">{words.disclaimer}</p>
      {hydrated ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1.2fr_1fr]">
          <div className="grid gap-5">
            {keysOf(words.questions).map((key, index) => (
              <Question
                key={key}
                id={key}
                number={index + 1}
                words={words}
                answer={answers[key]}
                onAnswer={(value) => setAnswers((current) => ({ ...current, [key]: value }))}
              />
            ))}
          </div>
          <CheckResult words={words} answers={answers} />
        </div>
      ) : (
        <StaticCheck words={words} />
      )}
    </Section>
  );
}

interface QuestionProps {
  id: CheckKey;
  number: number;
  words: MedicareCheckContent;
  answer: boolean | undefined;
  onAnswer: (value: boolean) => void;
}

function Question({ id, number, words, answer, onAnswer }: QuestionProps) {
  const { question, help } = words.questions[id];
  const options = [
    { value: true, label: words.yes },
    { value: false, label: words.no },
  ];
  return (
    <fieldset className="rounded-2xl border border-line bg-white p-5" aria-describedby={`check-${id}-help`}>
      <legend className="float-left w-full text-lg font-bold">
        {number}. {question}
      </legend>
      <p id={`check-${id}-help`} className="clear-both pt-1 text-muted">
        {help}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.label}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-full border-2 border-brand-700 px-5 font-bold has-checked:bg-brand-700 has-checked:text-white"
          >
            <input
              type="radio"
              name={`check-${id}`}
              value={option.value ? "yes" : "no"}
              checked={answer === option.value}
              onChange={() => onAnswer(option.value)}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
