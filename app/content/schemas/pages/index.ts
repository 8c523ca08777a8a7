/**
 * Every page whose words are data (app/content/data/pages/<name>.yml), in the order the editor
 * lists them. A page's entry names its schema and the placeholders its words may use.
 */
import type { PageWords } from "../words.ts";
import { about } from "./about.ts";
import { navigation } from "./navigation.ts";
import { screens } from "./screens.ts";

export const pageWordsList: readonly PageWords[] = [about, navigation, screens];
