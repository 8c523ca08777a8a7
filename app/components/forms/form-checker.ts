/**
 * What a form loads once the visitor starts using it (form-check.ts): the shared schema's checker
 * and the summary of what to correct, which only ever shows after a check, and the sending code.
 */
export { checkForm } from "~/lib/forms/check";
export { checkFiles, kindByName } from "~/lib/forms/files";
export { ErrorSummary } from "./error-summary";
export { deliver } from "~/lib/browser/deliver";
