/**
 * TEMPORARY stand-in for the shared schemas (app/lib/forms), same signature as their
 * validateForm; replaced by a re-export once they are merged.
 */
import type { Lang } from "~/i18n/lang";
import type { FormName } from "~/lib/delivery";

const REQUIRED: Record<FormName, string[]> = {
  contact: ["name", "phone"],
  application: ["name", "phone", "email", "position", "license", "experience", "availability"],
  newsletter: ["email"],
};

export function validateForm(
  form: FormName,
  values: Record<string, string>,
  lang: Lang,
): { ok: true; data: Record<string, string> } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED[form]) {
    if (!values[field]?.trim()) errors[field] = lang === "es" ? "Este campo es obligatorio." : "This field is required.";
  }
  if (values.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email))
    errors.email = lang === "es" ? "Correo no válido." : "Invalid e-mail.";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: values };
}
