/** A field a refusal is about, as the editor shows it: its label and the column's language. */
export interface FieldMark {
  label: string;
  lang?: "en" | "es";
  /** What is wrong with it, in words. */
  message?: string;
}

/** An answer of the editor's API other than 200: the status and the words Decap shows in its notice. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The fields to mark in the form (admin/session.js), when the refusal is about fields. */
    readonly fields: FieldMark[] = [],
  ) {
    super(message);
  }
}
