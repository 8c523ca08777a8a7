/** The office and the response time an area names by id: the config's, as content/facts.ts reads them. */
export { office as officeById, responseTimeById as responseById } from "~/content/facts";
