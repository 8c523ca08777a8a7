import { renderToStaticMarkup } from "react-dom/server";
import { EndedNote, NoOffers } from "./ended-note";

/**
 * What /specials shows once an offer has ended by the visitor's clock, drawn at build time into
 * the page's `<template data-offers-ended>`: a page React does not hydrate takes it from there
 * (app/lib/browser/widgets/ended-offers.ts), with no words in its script.
 */
export const endedOffersMarkup = (words: { none: string; endedNote: string }) =>
  renderToStaticMarkup(
    <>
      <NoOffers text={words.none} />
      <EndedNote text={words.endedNote} />
    </>,
  );
