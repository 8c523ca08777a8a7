/**
 * Every page whose words are data (app/content/data/pages/<name>.yml), in the order the editor
 * lists them. A page's entry names its schema and the placeholders its words may use.
 */
import type { PageWords } from "../words.ts";
import { about } from "./about.ts";
import { areaPage } from "./area-page.ts";
import { serviceAreas } from "./service-areas.ts";

export const pageWordsList: readonly PageWords[] = [about, serviceAreas, areaPage];
