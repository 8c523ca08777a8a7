import { floridaDate } from "~/lib/florida-date";

/**
 * /specials on a page React does not hydrate: the build showed every offer running on its day;
 * an offer whose last day (its `data-offer-ends`, in Florida) has passed by the visitor's clock
 * leaves the list, and the prerendered note from `<template data-offers-ended>` shows in its
 * place: "none running" when no offer is left, and the note that invites a call. Returns how many
 * offers it took out.
 */
export function hideEndedOffers(section: HTMLElement, now = new Date()): number {
  const today = floridaDate(now);
  const cards = [...section.querySelectorAll<HTMLElement>("[data-offer-ends]")];
  const ended = cards.filter((card) => {
    const ends = card.dataset.offerEnds ?? "ongoing";
    return ends !== "ongoing" && ends < today;
  });
  const template = section.querySelector<HTMLTemplateElement>("template[data-offers-ended]");
  if (ended.length === 0 || !template) return 0;
  const list = cards[0]!.closest("li")?.parentElement;
  for (const card of ended) (card.closest("li") ?? card).remove();
  const parts = template.content.cloneNode(true) as DocumentFragment;
  const none = parts.querySelector("[data-offers-none]");
  if (none && ended.length === cards.length && list) list.replaceWith(none);
  else none?.remove();
  template.replaceWith(parts);
  return ended.length;
}
