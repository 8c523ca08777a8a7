/**
 * The codes of the forms' choices: what the schemas accept and the order the forms list them in.
 * Their words are in each form's content. This module holds nothing else, so browser code can
 * import the lists without pulling in any page's words.
 */

/** The consultation request (/contact). */
export const serviceOptions = [
  "skilled-nursing",
  "personal-care",
  "companion-care",
  "specialized-care",
  "consultation",
  "other",
] as const;
export const paymentOptions = [
  "medicare",
  "medicaid",
  "private-insurance",
  "va",
  "long-term-care-insurance",
  "self-pay",
  "not-sure",
] as const;
export const bestTimeOptions = ["morning", "afternoon", "evening"] as const;

/** The job application (/careers#apply); the positions are the config's (site.jobs.positions). */
export const licenseOptions = ["rn", "lpn", "pt", "pta", "hha", "cna", "other"] as const;
export const experienceOptions = ["under-1", "1-2", "3-5", "6-10", "over-10"] as const;
export const areaOptions = [
  "lakeland",
  "polk",
  "orlando-kissimmee",
  "tampa-bay",
  "manatee",
  "miami-dade",
  "pennsylvania",
] as const;
export const availabilityOptions = ["full-time", "part-time", "per-diem", "any"] as const;
