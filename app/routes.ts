import { type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./pages";

/** The route of each page, or of each template (whose pages share one pattern with a :slug). */
const patterns = new Map<string, string>(pages.map((page) => ["route" in page ? page.route : page.path, page.file]));

/** Every route twice: English at its path, Spanish at /es + path, then the not-found page. */
export default [
  ...[...patterns].flatMap(([path, file]) => [
    route(path, file, { id: `en${path}` }),
    route(path === "/" ? "/es" : `/es${path}`, file, { id: `es${path}` }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
