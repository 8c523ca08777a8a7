import { useState } from "react";
import type { CheckKey, MedicareCheckContent } from "~/content/contact/medicare-check";
import { keysOf } from "~/lib/browser/keys";
import { useHydrated } from "~/hooks/use-hydrated";
import { Section, SectionHeading } from "~/components/ui/section";
import { CheckResult, StaticCheck } from "./check-result";
import { Question } from "./check-question";

type Answers = Partial<Record<CheckKey, boolean>>;

/**
 * "Could Medicare cover home health care?" (#medicare-check): four yes/no questions answered in
 * plain words. The answers live only in this component's state: nothing is stored or sent.
 * Before and without JavaScript the same questions and what each answer means show as text.
 * Where React does not hydrate the page, `markup` (the questions and each result, drawn at build
 * time into a `<template>`) replaces the text, and app/lib/browser/widgets/medicare-check.ts
 * answers (checkOutcome, the same rule).
 */
export function MedicareCheck({ words, markup }: { words: MedicareCheckContent; markup: string }) {
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
        <>
          <StaticCheck words={words} />
          <template data-medicare-check dangerouslySetInnerHTML={{ __html: markup }} />
        </>
      )}
    </Section>
  );
}
