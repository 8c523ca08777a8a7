import { type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./pages";

/** Every page twice: English at its path, Spanish at /es + path, then the not-found page. */
export default [
  ...pages.flatMap((page) => [
    route(page.path, page.file, { id: `en${page.path}` }),
    route(page.path === "/" ? "/es" : `/es${page.path}`, page.file, { id: `es${page.path}` }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
