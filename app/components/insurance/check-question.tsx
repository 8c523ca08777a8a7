import type { CheckKey, MedicareCheckContent } from "~/content/contact/medicare-check";

interface QuestionProps {
  id: CheckKey;
  number: number;
  words: MedicareCheckContent;
  answer: boolean | undefined;
  onAnswer: (value: boolean) => void;
}

/** One yes/no question of the self-check, its help beneath. */
export function Question({ id, number, words, answer, onAnswer }: QuestionProps) {
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
