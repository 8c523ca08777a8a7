import type { FinderProps } from "~/lib/area-finder";
import { decodeFinderData, findArea, type FinderAnswer, type FinderIndex } from "~/lib/area-finder";
import { foundLines, noteText, outsideHeadline } from "~/lib/finder-lines";
import { placeQuery } from "~/lib/finder-words";

/** How long typing pauses before a match is shown (and announced) without pressing the button. */
const TYPING_PAUSE_MS = 600;

/**
 * "Do you serve my town?" (#finder) on a page React does not hydrate. The build drew the live
 * finder into `<template data-finder>` (finder-markup.server.tsx): its form takes the place of the
 * pointer to the list, and each answer is a clone of its template with its lines filled, in the
 * polite status region. The same rules as the React finder: a match (or a whole ZIP code's answer)
 * shows once typing pauses, the button answers anything, and the ZIP index is decoded on first use.
 */
export function enhanceFinder(section: HTMLElement): void {
  const template = section.querySelector<HTMLTemplateElement>("template[data-finder]");
  const before = section.querySelector("[data-finder-before]");
  const status = section.querySelector<HTMLElement>("[role=status]");
  if (!template || !before || !status) return;
  const parts = template.content.cloneNode(true) as DocumentFragment;
  const propsBlock = parts.querySelector("script[data-finder-props]");
  const form = parts.querySelector("form");
  const input = form?.querySelector<HTMLInputElement>("input");
  if (!propsBlock || !form || !input) return;
  const props = JSON.parse(propsBlock.textContent ?? "{}") as FinderProps;
  const answers = new Map<string, HTMLTemplateElement>();
  for (const t of parts.querySelectorAll<HTMLTemplateElement>("template[data-answer]"))
    answers.set(t.dataset.answer === "found" ? `found:${t.dataset.area}` : t.dataset.answer!, t);
  before.replaceWith(form);
  template.remove();

  let index: FinderIndex | undefined;
  let typed: { query: string; answer: FinderAnswer } | undefined;
  const answerFor = (words: string) => {
    index ??= decodeFinderData(props.data);
    if (typed?.query !== words) typed = { query: words, answer: findArea(index, placeQuery(words), props.lakeland) };
    return typed.answer;
  };

  let shown: FinderAnswer = { kind: "empty" };
  const show = (answer: FinderAnswer) => {
    if (answer === shown) return; // the same answer already showing: nothing is redrawn or announced
    shown = answer;
    status.replaceChildren(...draw(answer));
  };
  const draw = (answer: FinderAnswer): Node[] => {
    if (answer.kind === "empty") return [];
    const found = answer.kind === "found" ? answers.get(`found:${answer.area}`) : undefined;
    const key = answer.kind === "partial-zip" || answer.kind === "blank" ? "note" : "outside";
    const box = (found ?? answers.get(key))?.content.cloneNode(true) as DocumentFragment | undefined;
    if (!box) return [];
    const lines: Record<string, string | undefined> =
      found && answer.kind === "found"
        ? foundLines(answer, props.labels, props.radius)
        : { headline: key === "note" ? noteText(answer, props.labels) : outsideHeadline(answer, props.labels) };
    for (const line of box.querySelectorAll<HTMLElement>("[data-line]")) {
      const text = lines[line.dataset.line!];
      if (text === undefined) line.remove();
      else line.textContent = text;
    }
    return [box];
  };

  let timer: number | undefined;
  input.addEventListener("input", () => {
    window.clearTimeout(timer);
    const next = answerFor(input.value);
    // Nothing to show yet (or any more): clear an earlier answer so it never describes other words.
    if (next.kind !== "found" && next.kind !== "outside-zip") return show({ kind: "empty" });
    timer = window.setTimeout(() => show(next), TYPING_PAUSE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    const next = answerFor(input.value);
    show(next.kind === "empty" ? { kind: "blank" } : next);
  });
}
