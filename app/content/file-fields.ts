/**
 * The words of the forms' file fields, both languages: the referral's documents
 * (/contact/referrals, in form-referral.yml) and the application's résumé (/careers#apply, in
 * form-careers.yml). `{max}`, `{each}`, `{photo}` and `{total}` are filled in with the field's limits
 * (app/lib/forms/files.ts), `{name}` with a file's name.
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
    /** Too many posts with files from one address; `{minutes}` is how long to wait. */
    wait: string;
    /** A photo the server could not read as a picture (only a field that takes photos). */
    unreadable?: string;
  };
}

/** The referral's documents (form-referral.yml) and the application's résumé (form-careers.yml). */
export { documentsField } from "./referral-form";
export { resumeField } from "./careers-application";
