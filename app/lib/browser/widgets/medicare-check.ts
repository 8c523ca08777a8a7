import type { CheckKey } from "~/content/contact/medicare-check";
import { checkOutcome } from "~/lib/medicare-outcome";

/**
 * The Medicare self-check (#medicare-check) on a page React does not hydrate. The build drew the
 * live check into `<template data-medicare-check>` (medicare-check.server.tsx): it takes the
 * place of the questions as text, and each answer redraws the result from the template of its
 * outcome, keeping only the reasons of the questions answered no. Answers stay in the page.
 */
export function enhanceMedicareCheck(section: HTMLElement): void {
  const template = section.querySelector<HTMLTemplateElement>("template[data-medicare-check]");
  const text = section.querySelector("[data-check-static]");
  if (!template || !text) return;
  const live = template.content.cloneNode(true) as DocumentFragment;
  const outcomes = new Map<string, Element>();
  for (const t of live.querySelectorAll<HTMLTemplateElement>("template[data-outcome]")) {
    if (t.content.firstElementChild) outcomes.set(t.dataset.outcome!, t.content.firstElementChild);
    t.remove();
  }
  const status = live.querySelector<HTMLElement>("[role=status]");
  if (!status) return;
  outcomes.set("unanswered", status.cloneNode(true) as Element);
  const radios = [...live.querySelectorAll<HTMLInputElement>('input[type="radio"][name^="check-"]')];
  const keys = [...new Set(radios.map((r) => r.name.slice("check-".length) as CheckKey))];
  text.replaceWith(live);
  template.remove();

  section.addEventListener("change", () => {
    const answers: Partial<Record<CheckKey, boolean>> = {};
    for (const r of radios) if (r.checked) answers[r.name.slice("check-".length) as CheckKey] = r.value === "yes";
    const outcome = checkOutcome(keys, answers);
    const state = typeof outcome === "string" ? outcome : "unlikely";
    const source = outcomes.get(state);
    if (!source) return;
    const next = source.cloneNode(true) as Element;
    if (Array.isArray(outcome))
      for (const li of next.querySelectorAll<HTMLElement>("li[data-key]"))
        if (!outcome.includes(li.dataset.key as CheckKey)) li.remove();
    status.replaceChildren(...next.childNodes);
    status.dataset.outcome = state;
  });
}
