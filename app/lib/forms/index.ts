/** The forms' shared definition: schemas, messages and validation, for the browser and the server. */
export { checkForm, type FieldErrors, type Validation } from "./check";
export { validateForm } from "./validate";
export { formErrors, type FormErrorWords } from "~/content/form-errors";
export {
  applicationSchema,
  contactSchema,
  newsletterSchema,
  limits,
  positionIds,
  schemas,
  US_PHONE,
  type ContactRequest,
  type FieldName,
  type FormKind,
  type FormOutput,
  type JobApplication,
  type NewsletterSignup,
} from "./schemas";
