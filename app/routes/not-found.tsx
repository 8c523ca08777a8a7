import { NotFoundScreen } from "~/components/layout/not-found-screen";

/**
 * Any unknown path, in either language. Prerendered as /404.html and /es/404.html and served
 * with status 404 (docs/deploying.md has each host's rule for /es/). Its tags are the root's
 * not-found tags (root.tsx), in the language of the HTML being served.
 */
export default NotFoundScreen;
