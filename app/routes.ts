import { type RouteConfig, route } from "@react-router/dev/routes";
import { pages } from "./pages";

/**
 * Every page once, in both languages: "/es?/about" matches /about (English) and /es/about
 * (Spanish); the language comes from the URL (app/i18n/lang.ts). One route per page, not two,
 * keeps React Router's route manifest (loaded by every page) half the size. Then the not-found page.
 */
export default [
  ...pages.map((page) => route(page.path === "/" ? "/es?" : `/es?${page.path}`, page.file, { id: page.path })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
