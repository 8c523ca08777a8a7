import type { CheckKey } from "~/content/contact/medicare-check";

/** What the self-check's answers mean: "likely" when all are yes, otherwise the questions answered no. */
export function checkOutcome(
  checkKeys: readonly CheckKey[],
  answers: Partial<Record<CheckKey, boolean>>,
): "unanswered" | "likely" | CheckKey[] {
  if (checkKeys.some((key) => answers[key] === undefined)) return "unanswered";
  const noes = checkKeys.filter((key) => answers[key] === false);
  return noes.length === 0 ? "likely" : noes;
}
