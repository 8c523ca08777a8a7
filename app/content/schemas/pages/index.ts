/**
 * Every page whose words are data (app/content/data/pages/<name>.yml), in the order the editor
 * lists them. A page's entry names its schema and the placeholders its words may use.
 */
import type { PageWords } from "../words.ts";
import { about } from "./about.ts";
import { areaPage } from "./area-page.ts";
import { blog } from "./blog.ts";
import { careers } from "./careers.ts";
import { contact } from "./contact.ts";
import { contactEmergency } from "./contact-emergency.ts";
import { contactInsurance } from "./contact-insurance.ts";
import { contactLocations } from "./contact-locations.ts";
import { contactReferrals } from "./contact-referrals.ts";
import { formCareers } from "./form-careers.ts";
import { formCommon } from "./form-common.ts";
import { formContact } from "./form-contact.ts";
import { formReferral } from "./form-referral.ts";
import { home } from "./home.ts";
import { medicareCheck } from "./medicare-check.ts";
import { navigation } from "./navigation.ts";
import { reviews } from "./reviews.ts";
import { serviceAreas } from "./service-areas.ts";
import { servicePagesWords } from "./service-pages.ts";
import { screens } from "./screens.ts";
import { services } from "./services.ts";
import { specials } from "./specials.ts";

export const pageWordsList: readonly PageWords[] = [
  home,
  about,
  careers,
  specials,
  services,
  ...servicePagesWords,
  serviceAreas,
  areaPage,
  contact,
  contactEmergency,
  contactInsurance,
  medicareCheck,
  contactLocations,
  contactReferrals,
  reviews,
  blog,
  navigation,
  screens,
  formContact,
  formCareers,
  formReferral,
  formCommon,
];
