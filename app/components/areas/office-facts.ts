/** The office and the response time an area names by id, as this build may show them (content/shown-offices.ts; a response time null while a sample this build leaves out). */
export { shownResponse as responseById } from "~/content/facts";
export { shownOfficeById as officeById } from "~/content/shown-offices";
