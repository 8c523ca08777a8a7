/**
 * Every page whose words are data (app/content/data/pages/<name>.yml), in the order the editor
 * lists them. A page's entry names its schema and the placeholders its words may use.
 */
import type { PageWords } from "../words.ts";
import { about } from "./about.ts";
import { formCareers } from "./form-careers.ts";
import { formCommon } from "./form-common.ts";
import { formContact } from "./form-contact.ts";
import { formReferral } from "./form-referral.ts";
import { navigation } from "./navigation.ts";
import { screens } from "./screens.ts";

export const pageWordsList: readonly PageWords[] = [
  about,
  navigation,
  screens,
  formContact,
  formCareers,
  formReferral,
  formCommon,
];
