import type { ServiceSlug } from "~/pages";
import type { Bilingual } from "../types";
import type { ServicePageContent } from "./types";
import { privateDutyNursing } from "./private-duty-nursing";
import { personalCare } from "./personal-care";
import { pediatricCare } from "./pediatric-care";
import { adultCare } from "./adult-care";
import { seniorCare } from "./senior-care";

/** Every page of this kind by slug: the template route's loader picks one (server side only). */
export const servicePages: Record<ServiceSlug, Bilingual<ServicePageContent>> = {
  "private-duty-nursing": privateDutyNursing,
  "personal-care": personalCare,
  "pediatric-care": pediatricCare,
  "adult-care": adultCare,
  "senior-care": seniorCare,
};
