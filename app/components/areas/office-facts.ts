/** The office and the response time an area names by id: the config's, as content/facts.ts reads them (a response time null while a sample this build leaves out). */
export { office as officeById, shownResponse as responseById } from "~/content/facts";
