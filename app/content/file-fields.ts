import type { Bilingual } from "./types";

/**
 * The words of the forms' file fields, both languages: the referral's documents
 * (/contact/referrals) and the application's résumé (/careers#apply). `{max}`, `{each}` and
 * `{total}` are filled in with the field's limits (app/lib/forms/files.ts), `{name}` with a file's
 * name.
 */
export interface FileFieldWords {
  label: string;
  /** The kinds and limits, under the label. */
  hint: string;
  /** The list of files chosen (with JavaScript), for screen readers. */
  chosen: string;
  /** The button beside each chosen file; `{name}` is the file's. */
  remove: string;
  /** After a send without JavaScript that came back with an error: files are never kept. */
  again: string;
  errors: {
    tooMany: string;
    empty: string;
    type: string;
    tooLarge: string;
    total: string;
  };
}

export const documentsField = {
  en: {
    label: "Documents",
    hint: "Orders, face-to-face note, history and physical, medication list. PDF, JPEG or PNG (a photo of a page works): up to {max} files, {each} each, {total} in all.",
    chosen: "Documents chosen",
    remove: "Remove {name}",
    again: "For your security, the documents were not kept: please choose them again.",
    errors: {
      tooMany: "Please choose no more than {max} documents. Send the others after our call.",
      empty: "{name} is empty. Please choose the document again.",
      type: "{name} is not a PDF, JPEG or PNG file. Please save or scan it as a PDF and choose it again.",
      tooLarge: "{name} is larger than {each}. Please choose a smaller copy, or send it after our call.",
      total: "Together the documents are larger than {total}. Please leave one out and send it after our call.",
    },
  },
  es: {
    label: "Documentos",
    hint: "Órdenes, nota de la consulta presencial (face-to-face), historia clínica y examen físico, lista de medicamentos. PDF, JPEG o PNG (sirve una foto de la página): hasta {max} archivos, {each} cada uno, {total} en total.",
    chosen: "Documentos elegidos",
    remove: "Quitar {name}",
    again: "Por su seguridad, los documentos no se guardaron: vuelva a elegirlos.",
    errors: {
      tooMany: "Elija {max} documentos como máximo. Envíe los demás después de nuestra llamada.",
      empty: "{name} está vacío. Vuelva a elegir el documento.",
      type: "{name} no es un archivo PDF, JPEG ni PNG. Guárdelo o escanéelo como PDF y vuelva a elegirlo.",
      tooLarge: "{name} pesa más de {each}. Elija una copia más pequeña o envíelo después de nuestra llamada.",
      total: "Juntos, los documentos pesan más de {total}. Deje uno fuera y envíelo después de nuestra llamada.",
    },
  },
} satisfies Bilingual<FileFieldWords>;

export const resumeField = {
  en: {
    label: "Résumé",
    hint: "PDF or Word (DOC, DOCX), up to {each}. No résumé? Send the form without one.",
    chosen: "Résumé chosen",
    remove: "Remove {name}",
    again: "For your security, the résumé was not kept: please choose it again.",
    errors: {
      tooMany: "Please choose one file only.",
      empty: "{name} is empty. Please choose your résumé again.",
      type: "{name} is not a PDF or Word file. Please save your résumé as a PDF and choose it again.",
      tooLarge: "{name} is larger than {each}. Please save a smaller copy (a PDF without photos).",
      total: "Your résumé is larger than {total}. Please save a smaller copy.",
    },
  },
  es: {
    label: "Currículum",
    hint: "PDF o Word (DOC, DOCX), hasta {each}. ¿No tiene currículum? Envíe el formulario sin él.",
    chosen: "Currículum elegido",
    remove: "Quitar {name}",
    again: "Por su seguridad, el currículum no se guardó: vuelva a elegirlo.",
    errors: {
      tooMany: "Elija un solo archivo.",
      empty: "{name} está vacío. Vuelva a elegir su currículum.",
      type: "{name} no es un archivo PDF ni de Word. Guarde su currículum como PDF y vuelva a elegirlo.",
      tooLarge: "{name} pesa más de {each}. Guarde una copia más pequeña (un PDF sin fotos).",
      total: "Su currículum pesa más de {total}. Guarde una copia más pequeña.",
    },
  },
} satisfies Bilingual<FileFieldWords>;
