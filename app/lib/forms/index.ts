/** The forms' shared definition: schemas, messages and validation, for the browser and the server. */
export { checkForm, type CheckWords, type FieldErrors, type Validation } from "./check";
export { checkFiles, fileRules, fileRuleOf, type FileKind, type FileRule } from "./files";
export { errorWordsOf, validateForm } from "./validate";
export { formErrors, type FormErrorWords } from "~/content/form-errors";
export {
  applicationSchema,
  contactSchema,
  newsletterSchema,
  referralSchema,
  limits,
  positionIds,
  schemas,
  US_PHONE,
  STAFF_PHONE,
  phoneExtension,
  type ContactRequest,
  type FieldName,
  type FormKind,
  type FormOutput,
  type JobApplication,
  type NewsletterSignup,
  type Referral,
} from "./schemas";
