/**
 * The frame of every office page, a React component rendered on the server (docs/decisions/0026):
 * the live build's stylesheet, the site's skip link, the office's navigation (what the person's
 * role allows), the page's language; and the small pieces the pages still written as HTML share
 * (buttons, fields, a form with its CSRF token), where everything shown goes through escapeHtml.
 */
import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SkipLink } from "~/components/layout/skip-link";
import { site } from "~/content/site";
import { otherLang, type Lang } from "~/i18n/lang";
import { LanguageProvider } from "~/i18n/language-context";
import { can, type Permission } from "../accounts/permissions";
import type { User } from "../accounts/users";
import { escapeHtml as e, join } from "../html";
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

/** A POST form with its CSRF token. */
export function postForm(frame: Frame, action: string, inner: unknown, className = ""): string {
  return join([
    `<form method="post" action="${e(action)}"${className ? ` class="${className}"` : ""}>`,
    frame.csrf && `<input type="hidden" name="csrf" value="${e(frame.csrf)}">`,
    inner,
    `</form>`,
  ]);
}

export function field(options: {
  id: string;
  name?: string;
  label: string;
  type?: string;
  value?: string;
  hint?: string;
  required?: boolean;
  autocomplete?: string;
  extra?: string;
}): string {
  const hint = options.hint ? `${options.id}-hint` : null;
  return join([
    `<div class="grid gap-1"><label for="${e(options.id)}" class="font-bold">${e(options.label)}</label>`,
    hint && `<p id="${hint}" class="text-muted">${e(options.hint)}</p>`,
    `<input id="${e(options.id)}" name="${e(options.name ?? options.id)}" type="${options.type ?? "text"}" class="${INPUT}"`,
    options.value !== undefined && ` value="${e(options.value)}"`,
    options.required && " required",
    options.autocomplete && ` autocomplete="${options.autocomplete}"`,
    hint && ` aria-describedby="${hint}"`,
    options.extra && ` ${options.extra}`,
    `></div>`,
  ]);
}

export function select(options: {
  id: string;
  name?: string;
  label: string;
  choices: [string, string][];
  value?: string;
}): string {
  return join([
    `<div class="grid gap-1"><label for="${e(options.id)}" class="font-bold">${e(options.label)}</label>`,
    `<select id="${e(options.id)}" name="${e(options.name ?? options.id)}" class="${INPUT}">`,
    options.choices.map(
      ([value, label]) =>
        `<option value="${e(value)}"${value === (options.value ?? "") ? " selected" : ""}>${e(label)}</option>`,
    ),
    `</select></div>`,
  ]);
}

export const message = (text: string | null | undefined, kind: "error" | "ok" = "error") =>
  text
    ? `<p role="${kind === "error" ? "alert" : "status"}" class="mt-4 rounded-lg border-2 ${kind === "error" ? "border-accent-800 text-accent-800" : "border-brand-700 text-brand-800"} p-3 font-bold">${e(text)}</p>`
    : "";

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

interface DocumentProps {
  frame: Frame;
  title: string;
  /** The page's content as React elements, or (`html`) as the HTML of a page still written as strings. */
  children?: ReactNode;
  html?: string;
}

/**
 * The document of every office page, in the page's language (the site's LanguageProvider, so the
 * site's components speak it): the live build's stylesheet, the office's script for signed-in
 * pages, the site's skip link, the header, and the page's content.
 */
export function OfficeDocument({ frame, title, children, html }: DocumentProps) {
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
          <main
            id="main"
            className="mx-auto max-w-6xl px-4 py-6 [overflow-wrap:anywhere]"
            {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
          />
          {/* The site's stylesheet shows a body only once its footer is there. */}
          <footer className="mx-auto max-w-6xl px-4 pb-8 text-muted">{site.name}</footer>
        </body>
      </html>
    </LanguageProvider>
  );
}

/**
 * A whole office page as HTML. `main` is the page's content: React elements, or the HTML of a
 * page still written as strings (escaped where it was made).
 */
export function page(frame: Frame, title: string, main: unknown): string {
  const content = isValidElement(main) ? { children: main } : { html: join([main]) };
  return `<!DOCTYPE html>${renderToStaticMarkup(<OfficeDocument frame={frame} title={title} {...content} />)}`;
}
