import type { AreaSlug } from "~/pages";
import type { Bilingual } from "../types";
import type { AreaPageContent } from "./types";
import { lakeland } from "./lakeland";
import { polkCounty } from "./polk-county";
import { davenport } from "./davenport";
import { kissimmee } from "./kissimmee";
import { tampa } from "./tampa";
import { manateeCounty } from "./manatee-county";
import { hardeeCounty } from "./hardee-county";
import { miamiDadeCounty } from "./miami-dade-county";
import { highlandsCounty } from "./highlands-county";

/**
 * Every area page by slug: the template route's loader picks one, and /service-areas builds its
 * cards and its finder from all of them (both at build time only). Adding an area: its slug in
 * app/pages.ts, its name in ../catalog.ts, a module beside this one, and a line here.
 */
export const areaPages: Record<AreaSlug, Bilingual<AreaPageContent>> = {
  lakeland: lakeland,
  "polk-county": polkCounty,
  davenport: davenport,
  kissimmee: kissimmee,
  tampa: tampa,
  "manatee-county": manateeCounty,
  "hardee-county": hardeeCounty,
  "miami-dade-county": miamiDadeCounty,
  "highlands-county": highlandsCounty,
};
