import { renderToStaticMarkup } from "react-dom/server";
import { checkKeys, type CheckKey, type MedicareCheckContent } from "~/content/contact/medicare-check";
import { CheckResult } from "./check-result";
import { Question } from "./check-question";

const all = (value: boolean) => Object.fromEntries(checkKeys.map((key) => [key, value])) as Record<CheckKey, boolean>;
const ignore = () => {};

/**
 * The live self-check drawn at build time, for the page's `<template data-medicare-check>`: the
 * questions, the result as it first reads, and a template of each answer ("likely"; "unlikely"
 * with every question's reason, of which the DOM code keeps those answered no).
 */
export const medicareCheckMarkup = (words: MedicareCheckContent) =>
  renderToStaticMarkup(
    <>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.2fr_1fr]">
        <div className="grid gap-5">
          {checkKeys.map((key, index) => (
            <Question key={key} id={key} number={index + 1} words={words} answer={undefined} onAnswer={ignore} />
          ))}
        </div>
        <CheckResult words={words} answers={{}} />
      </div>
      <template data-outcome="likely">
        <CheckResult words={words} answers={all(true)} />
      </template>
      <template data-outcome="unlikely">
        <CheckResult words={words} answers={all(false)} />
      </template>
    </>,
  );
