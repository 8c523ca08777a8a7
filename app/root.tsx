import {
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
} from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { LanguageProvider } from "~/i18n/language-context";
import { servedLang, usePageLang } from "~/hooks/use-page-lang";
import { SiteHeader } from "~/components/layout/site-header";
import { FOOTER_ID, SiteFooter } from "~/components/layout/site-footer";
import { SkipLink } from "~/components/layout/skip-link";
import { ErrorScreen } from "~/components/layout/error-screen";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { PageStructuredData } from "~/components/seo/page-structured-data";
import { useRouteFocus } from "~/hooks/use-route-focus";
import { useScrollRestoration } from "~/hooks/use-scroll-restoration";
import { useWebFont } from "~/hooks/use-web-font";
import { WEB_FONT_CLASS } from "~/lib/browser/web-font";
import { useWarmEventPath } from "~/hooks/use-warm-event-path";
import { DEFERRED_CLASS } from "~/lib/deferred-parts";
import { type PageFrame, pageFrame } from "~/lib/build/page-frame.server";
import { notFoundMeta } from "~/lib/route-meta";
import favicon from "../public/favicon.svg?raw";
import "./app.css";

/**
 * Nothing here is downloaded before the first paint: the favicon is a data: URI made from
 * public/favicon.svg at build time (the PNG touch icon is fetched only by iOS and search engines),
 * and the font loads after the page is up (hooks/use-web-font.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `data:image/svg+xml,${encodeURIComponent(favicon.trim())}`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The browser draws nothing until the page is parsed as far as its footer: a render-blocking
 * `<link rel="expect">` (Chromium), added by script because the Nu checker does not know the
 * attribute yet. So the first frame is the whole page, no half-painted header that then moves
 * (app.css covers other browsers). It also marks <html> with DEFERRED_CLASS, so the first frame
 * skips the parts that are off screen (~/lib/deferred-parts). A page loaded from another page of
 * the site is set in the web font (the previous page loaded its files while idle; `font-display:
 * optional` keeps the fallback if they are not here at once). The CSP hashes this script.
 */
const RENDER_WHEN_PARSED = `{const link=document.createElement("link");link.rel="expect";link.href="#${FOOTER_ID}";link.setAttribute("blocking","render");document.head.append(link);document.documentElement.classList.add("${DEFERRED_CLASS}");if(document.referrer.startsWith(location.origin+"/"))document.documentElement.classList.add("${WEB_FONT_CLASS}")}`;

/**
 * The script runs once, from the prerendered HTML, while the page is parsed: the browser's bundle
 * leaves its text out (hydration keeps the element as it is and never compares a script's text).
 */
const HEAD_SCRIPT = import.meta.env.SSR ? RENDER_WHEN_PARSED : "";

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = usePageLang(pathname);
  useRouteFocus(pathname);
  useWarmEventPath();
  useScrollRestoration();
  useWebFont(pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageProvider lang={lang}>
          <SkipLink />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="outline-none">
            <Breadcrumbs />
            {children}
          </main>
          <SiteFooter />
          <PageStructuredData />
        </LanguageProvider>
        <Scripts />
      </body>
    </html>
  );
}

/** The breadcrumb trail and structured data of the page, built at build time (app/lib/build/page-frame.server.ts). */
export const loader = ({ request }: Route.LoaderArgs) => pageFrame(request);

/** The frame belongs to the page: build it anew for every page the visitor moves to. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function App() {
  return <Outlet />;
}

/**
 * A not-found page: the served HTML was the not-found page (its frame says so), or the page's data
 * answered 404. A template's route also matches slugs it has no page for (/services/nope): a host
 * serves 404.html there, and the browser, which has not loaded the template, redraws that page
 * (HydrateFallback) until the template's data turns out to be missing (ErrorBoundary).
 */
const isNotFound = (error: unknown, frame: PageFrame | undefined) =>
  frame?.notFound === true || (isRouteErrorResponse(error) && error.status === 404);

/**
 * The tags of a path with no page of its own: every page's route gives its own, so these are the
 * not-found page's (the catch-all route has none), in the language of the HTML being served.
 */
export const meta = ({ error, loaderData, location }: Route.MetaArgs) =>
  error && !isNotFound(error, loaderData) ? [] : notFoundMeta(servedLang(location.pathname));

export const HydrateFallback = NotFoundScreen;

/** Any routing or rendering failure: a calm screen in the page's language, never a stack trace in production. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (isNotFound(error, loaderData)) return <NotFoundScreen />;
  const detail =
    import.meta.env.DEV && !isRouteErrorResponse(error) && error instanceof Error ? error.stack : undefined;
  return <ErrorScreen detail={detail} />;
}
