import { site } from "~/content/site";
import type { Bilingual } from "~/content/types";

/**
 * What the forms say about a value they cannot accept, in both languages. A page gets its own
 * language's copy through its content (loader data); the server picks one by the form's `lang`.
 * "{max}" is replaced by the field's limit.
 */
export interface FormErrorWords {
  /** The heading of the list of problems at the top of the form. */
  summary: string;
  /** An empty required field, by field name. */
  required: {
    name: string;
    phone: string;
    email: string;
    position: string;
    license: string;
    experience: string;
    availability: string;
  };
  tooLong: string;
  email: string;
  phone: string;
  /** A value that is not one of the field's choices. */
  choice: string;
  /** The server's 429: too many sends from one connection. */
  tooMany: string;
}

const phoneExample = site.phonePlaceholder;

export const formErrors = {
  en: {
    summary: "Please correct the following before sending:",
    required: {
      name: "Please type your full name.",
      phone: `Please type your phone number, for example ${phoneExample}.`,
      email: "Please type your e-mail address, for example name@example.com.",
      position: "Please choose a position.",
      license: "Please choose your license, certification or training.",
      experience: "Please choose your years of experience.",
      availability: "Please choose your availability.",
    },
    tooLong: "This is too long. Please use no more than {max} characters.",
    email: "This e-mail address does not look right. It should look like name@example.com.",
    phone: `Please type a 10-digit US phone number, for example ${phoneExample}.`,
    choice: "Please choose one of the options in the list.",
    tooMany: "We have received too many messages from your connection. Please call us instead.",
  },
  es: {
    summary: "Por favor, corrija lo siguiente antes de enviar:",
    required: {
      name: "Escriba su nombre completo.",
      phone: `Escriba su número de teléfono, por ejemplo ${phoneExample}.`,
      email: "Escriba su correo electrónico, por ejemplo nombre@example.com.",
      position: "Elija una vacante.",
      license: "Elija su licencia, certificación o capacitación.",
      experience: "Elija sus años de experiencia.",
      availability: "Elija su disponibilidad.",
    },
    tooLong: "El texto es demasiado largo. Use {max} caracteres como máximo.",
    email: "Este correo electrónico no parece correcto. Debe ser como nombre@example.com.",
    phone: `Escriba un número de teléfono de EE. UU. de 10 dígitos, por ejemplo ${phoneExample}.`,
    choice: "Elija una de las opciones de la lista.",
    tooMany: "Hemos recibido demasiados mensajes desde su conexión. Por favor, llámenos.",
  },
} satisfies Bilingual<FormErrorWords>;
