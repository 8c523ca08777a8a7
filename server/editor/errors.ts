/** An answer of the editor's API other than 200: the status and the words Decap shows in its notice. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
