/**
 * The frame of every office page, a React component rendered on the server (docs/decisions/0026):
 * the live build's stylesheet, the site's skip link, the office's navigation (what the person's
 * role allows), the page's language; and the classes of its buttons and fields (the pieces made
 * of them are in ./parts.tsx).
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SkipLink } from "~/components/layout/skip-link";
import { site } from "~/content/site";
import { otherLang, type Lang } from "~/i18n/lang";
import { LanguageProvider } from "~/i18n/language-context";
import { can, type Permission } from "../accounts/permissions";
import type { User } from "../accounts/users";
import type { OfficeWords } from "./words";

export const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-50";
export const PRIMARY =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-700 bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800";
export const INPUT = "block w-full min-h-12 rounded-lg border-2 border-muted bg-white px-3 py-2";

export interface Frame {
  lang: Lang;
  w: OfficeWords;
  stylesheet: string | null;
  user: User | null;
  csrf: string | null;
  /** The path shown, for the navigation's current page. */
  path: string;
  /** How long a signed-in page may sit idle: it then loads itself again, and shows the sign-in once the session has ended. */
  idleSeconds: number;
  /** An owner's page, while the audit trail's check fails: the "altered" banner on top. */
  auditBroken?: boolean;
}

const NAV: { href: string; key: keyof OfficeWords["nav"]; needs: Permission | null }[] = [
  { href: "/office", key: "queue", needs: "read:requests" },
  { href: "/office/newsletter", key: "newsletter", needs: "export:requests" },
  { href: "/office/staff", key: "staff", needs: "manage:staff" },
  { href: "/office/audit", key: "audit", needs: "read:audit" },
  { href: "/office/settings", key: "settings", needs: "update:settings" },
  { href: "/admin/", key: "editor", needs: "edit:site" },
  { href: "/office/site", key: "site", needs: "edit:site" },
  { href: "/office/account", key: "account", needs: null },
];

/** The office's navigation: what the person's role allows, the current page marked. */
function OfficeNav({ frame, user }: { frame: Frame; user: User }) {
  const { w } = frame;
  return (
    <nav aria-label={w.office}>
      <ul className="flex flex-wrap gap-x-2">
        {NAV.filter((item) => item.needs === null || can(user.role, item.needs)).map((item) => (
          <li key={item.href}>
            <a
              className="inline-flex min-h-12 items-center px-2 underline"
              href={item.href}
              aria-current={frame.path === item.href ? "page" : undefined}
            >
              {w.nav[item.key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Signed in: the navigation, who they are and the way out; before: the other language. */
function OfficeHeader({ frame }: { frame: Frame }) {
  const { w, user, lang } = frame;
  const other = otherLang(lang);
  return (
    <header className="border-b-2 border-brand-200">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <p className="font-bold">
          {site.name}: {w.office}
        </p>
        {user ? (
          <>
            <OfficeNav frame={frame} user={user} />
            <div className="flex flex-wrap items-center gap-3">
              <span>{w.signedInAs(user.name)}</span>
              <form method="post" action="/office/logout">
                {frame.csrf && <input type="hidden" name="csrf" value={frame.csrf} />}
                <button className={BUTTON}>{w.nav.signOut}</button>
              </form>
            </div>
          </>
        ) : (
          <a className="inline-flex min-h-12 items-center underline" href={`/office/language?to=${other}`} lang={other}>
            {w.otherLanguage}
          </a>
        )}
      </div>
    </header>
  );
}

/**
 * What the office's script shows about the session, hidden until it does (without the script
 * there is nothing to show): the warning a minute before the idle limit, with the one button that
 * keeps the session; and, after signing in again, that what was typed was kept.
 */
function SessionNotices({ w }: { w: OfficeWords }) {
  return (
    <>
      <div
        role="alertdialog"
        aria-labelledby="session-warning"
        data-session-warning=""
        hidden
        className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-md gap-3 rounded-2xl border-2 border-accent-800 bg-white p-4 shadow-lg"
      >
        <p id="session-warning" className="font-bold">
          {w.session.warning}
        </p>
        <div>
          <button type="button" className={PRIMARY} data-stay="">
            {w.session.stay}
          </button>
        </div>
      </div>
      <p
        role="status"
        tabIndex={-1}
        data-draft-restored=""
        hidden
        className="mb-4 rounded-lg border-2 border-brand-700 p-3 font-bold text-brand-800"
      >
        {w.session.restored}
      </p>
    </>
  );
}

interface DocumentProps {
  frame: Frame;
  title: string;
  children: ReactNode;
}

/**
 * The document of every office page, in the page's language (the site's LanguageProvider, so the
 * site's components speak it): the live build's stylesheet, the office's script for signed-in
 * pages, the site's skip link, the header, and the page's content.
 */
export function OfficeDocument({ frame, title, children }: DocumentProps) {
  const { w, user, lang } = frame;
  return (
    <LanguageProvider lang={lang}>
      <html lang={lang}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{`${title} | ${w.office} | ${site.name}`}</title>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {frame.stylesheet && <link rel="stylesheet" href={frame.stylesheet} />}
          {/* Keeps the reply-by countdowns current and, after the idle time with no key or pointer,
              loads the page again: a screen left open then shows the sign-in, not a family's details. */}
          {user && <script src="/office/office.js" defer />}
        </head>
        <body className="bg-white text-ink" data-idle={user ? frame.idleSeconds : undefined}>
          <SkipLink />
          <OfficeHeader frame={frame} />
          {frame.auditBroken && (
            <div className="mx-auto max-w-6xl px-4 pt-4">
              <p role="alert" className="rounded-lg border-2 border-accent-800 p-3 font-bold text-accent-800">
                <a className="underline" href="/office/audit">
                  {w.queue.auditBroken}
                </a>
              </p>
            </div>
          )}
          <main id="main" className="mx-auto max-w-6xl px-4 py-6 [overflow-wrap:anywhere]">
            {user && <SessionNotices w={w} />}
            {children}
          </main>
          {/* The site's stylesheet shows a body only once its footer is there. */}
          <footer className="mx-auto max-w-6xl px-4 pb-8 text-muted">{site.name}</footer>
        </body>
      </html>
    </LanguageProvider>
  );
}

/** A whole office page as HTML: the frame around `main`, the page's content. */
export function page(frame: Frame, title: string, main: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <OfficeDocument frame={frame} title={title}>
      {main}
    </OfficeDocument>,
  )}`;
}
