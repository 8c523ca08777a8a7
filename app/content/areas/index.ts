import type { AreaSlug } from "~/pages";
import type { Bilingual, PageContent } from "../types";
import { lakeland } from "./lakeland";
import { polkCounty } from "./polk-county";
import { davenport } from "./davenport";
import { kissimmee } from "./kissimmee";
import { tampa } from "./tampa";
import { manateeCounty } from "./manatee-county";
import { hardeeCounty } from "./hardee-county";
import { miamiDadeCounty } from "./miami-dade-county";
import { highlandsCounty } from "./highlands-county";

/** Every page of this kind by slug: the template route's loader picks one (server side only). */
export const areaPages = {
  lakeland: lakeland,
  "polk-county": polkCounty,
  davenport: davenport,
  kissimmee: kissimmee,
  tampa: tampa,
  "manatee-county": manateeCounty,
  "hardee-county": hardeeCounty,
  "miami-dade-county": miamiDadeCounty,
  "highlands-county": highlandsCounty,
} satisfies Record<AreaSlug, Bilingual<PageContent>>;
