import * as nursing from "virtual:content/pages/service-private-duty-nursing";
import * as personal from "virtual:content/pages/service-personal-care";
import * as pediatric from "virtual:content/pages/service-pediatric-care";
import * as adult from "virtual:content/pages/service-adult-care";
import * as senior from "virtual:content/pages/service-senior-care";
import type { ServiceSlug } from "~/pages";
import { familyProgramShown, mainOffice } from "../facts";
import { filledWords, type FactValue } from "../page-words";
import type { ServiceWords } from "../schemas/pages/service";
import type { ServicePlaceholder } from "../schemas/pages/service-pages";
import { familyAideProgram } from "../site";
import type { Bilingual } from "../types";
import { servicePage } from "./service-page";
import { wordsShown } from "../words-shown";
import type { ServicePageContent } from "./types";

const { trainingHours, underAge, paidHoursPerDay } = familyAideProgram;
/** Children's care runs to the 21st birthday, as Florida Medicaid's children's services do. */
const oldest = underAge - 1;
const city = mainOffice.city;

/** A page's words (app/content/data/pages/service-<slug>.yml) with a value for each of its placeholders, arranged for the template. */
function page<S extends ServiceSlug>(
  raw: { en: unknown; es: unknown },
  facts: Record<ServicePlaceholder<S>, FactValue>,
): Bilingual<ServicePageContent> {
  const words = filledWords<ServiceWords, ServicePlaceholder<S>>(raw, facts);
  return { en: servicePage(words.en), es: servicePage(words.es) };
}

/** Which of a service page's words the page shows: the editor's preview follows it. */
export const servicePageWordsShown = wordsShown([[familyProgramShown, "familyProgram"]]);

/** Every page of this kind by slug: the template route's loader picks one (server side only). */
export const servicePages: Record<ServiceSlug, Bilingual<ServicePageContent>> = {
  "private-duty-nursing": page<"private-duty-nursing">(nursing, { city }),
  "personal-care": page<"personal-care">(personal, { city }),
  "pediatric-care": page<"pediatric-care">(pediatric, { city, oldest, underAge, trainingHours, paidHoursPerDay }),
  "adult-care": page<"adult-care">(adult, { city }),
  "senior-care": page<"senior-care">(senior, { city }),
};
