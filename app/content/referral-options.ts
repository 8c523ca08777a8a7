/**
 * The codes of the online referral's choices (/contact/referrals): what its schema accepts and the
 * order the form lists them in. Their words are in ./referral-form.ts. Like ./form-options.ts, this
 * module holds nothing else, so browser code can import the lists without any page's words.
 */

/** Who refers. */
export const referrerRoleOptions = [
  "physician",
  "nurse-practitioner",
  "discharge-planner",
  "case-manager",
  "social-worker",
  "other",
] as const;

/** The language the patient speaks at home (the office sends a caregiver who speaks it when it can). */
export const patientLanguageOptions = ["english", "spanish", "haitian-creole", "portuguese", "other"] as const;

/** The services a referral asks for (several may be ticked). */
export const referralServiceOptions = [
  "skilled-nursing",
  "private-duty-nursing",
  "therapy",
  "personal-care",
  "companion-care",
] as const;

/** Who pays. */
export const payerOptions = [
  "medicare",
  "medicare-advantage",
  "medicaid",
  "private-insurance",
  "va",
  "workers-comp",
  "self-pay",
  "other",
] as const;

/** Whether the patient is homebound (Medicare home health asks). */
export const homeboundOptions = ["yes", "no", "unsure"] as const;
