import type { OfficeId, ResponseId } from "~/content/facts";
import type { AreaSlug } from "~/pages";

/** One area as /service-areas shows it (its card, the finder's answer, the community list). */
export interface AreaSummary {
  slug: AreaSlug;
  name: string;
  inSentence: string;
  summary: string;
  features: string[];
  office: OfficeId;
  response: ResponseId;
}
