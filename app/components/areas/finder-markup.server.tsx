import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { FinderLabels } from "~/content/areas/overview";
import { shownOfficeById } from "~/content/shown-offices";
import { miles as radius } from "~/content/facts";
import type { Lang } from "~/i18n/lang";
import { LanguageProvider } from "~/i18n/language-context";
import type { FinderData, FinderProps } from "~/lib/area-finder";
import { FinderForm, FinderSuggestions } from "./finder-form";
import { FoundAnswer, NoteAnswer, OutsideAnswer } from "./finder-answer";
import { suggestionNames } from "./finder-suggestions";
import type { AreaSummary } from "./types";

const EMPTY_LINES = { headline: "", corrected: "", radius: "" };

/**
 * The live finder drawn at build time, for the page's `<template data-finder>` (a page React does
 * not hydrate): the form with its suggestions, one answer template per area and one for an answer
 * outside them or a note, each with its changing lines empty (`data-line`), and the props as a
 * JSON block (data, never run). app/lib/browser/widgets/finder.ts fills them.
 */
export function finderMarkup(labels: FinderLabels, areas: AreaSummary[], data: FinderData, lang: Lang): string {
  const props: FinderProps = {
    labels,
    data,
    radius,
    lakeland: shownOfficeById("lakeland").geo,
  };
  const parts = (
    <LanguageProvider lang={lang}>
      <FinderForm labels={labels}>
        <FinderSuggestions names={suggestionNames(data, labels)} />
      </FinderForm>
      {areas.map((area) => (
        <template key={area.slug} data-answer="found" data-area={area.slug}>
          <FoundAnswer area={area} labels={labels} lines={EMPTY_LINES} />
        </template>
      ))}
      <template data-answer="outside">
        <OutsideAnswer headline="" labels={labels} />
      </template>
      <template data-answer="note">
        <NoteAnswer text="" />
      </template>
      <script
        type="application/json"
        data-finder-props
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, "\\u003c") }}
      />
    </LanguageProvider>
  );
  const router = createMemoryRouter([{ path: "*", element: parts }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
