/**
 * React Router's `Link` as the islands' build has it (scripts/island-pages.ts): a plain link. A
 * page with islands only has no router, and every link between its pages is a page load anyway.
 * The props an island's components pass to `Link` are those of an `<a>`, with `to` for `href`.
 */
import type { AnchorHTMLAttributes } from "react";

export function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...rest} />;
}
