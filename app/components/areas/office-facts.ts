import { site } from "~/content/site";
import type { OfficeId, ResponseId } from "~/content/facts";

/** The office and the response time an area names by id, read from the config. */
export function officeById(id: OfficeId) {
  const office = site.offices.find((o) => o.id === id);
  if (!office) throw new Error(`site.offices has no office "${id}"`);
  return office;
}

export function responseById(id: ResponseId) {
  const response = site.responseTimes.find((r) => r.id === id);
  if (!response) throw new Error(`site.responseTimes has no row "${id}"`);
  return response;
}
