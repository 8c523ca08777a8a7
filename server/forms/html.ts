/** HTML text from the server's own pages: every value goes through escapeHtml. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** Joins the parts of a page; arrays are flattened, null/false left out. */
export function join(parts: unknown[]): string {
  return parts
    .flat(Infinity)
    .filter((p) => p !== null && p !== undefined && p !== false)
    .join("");
}
