/**
 * The frame of every office page: the site's stylesheet, a skip link, the office's navigation
 * (what the person's role allows), the page's language, and the small pieces the pages share
 * (buttons, fields, a form with its CSRF token). Everything shown goes through escapeHtml.
 */
import { site } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { can, type Permission } from "../accounts/permissions";
import type { User } from "../accounts/users";
import { escapeHtml as e, join } from "../html";
import type { OfficeWords } from "./words";

export const BUTTON =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-50";
export const PRIMARY =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-700 bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800";
const INPUT = "block w-full min-h-12 rounded-lg border-2 border-muted bg-white px-3 py-2";

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

export function page(frame: Frame, title: string, main: unknown): string {
  const { w, user, lang } = frame;
  const nav = user
    ? NAV.filter((item) => item.needs === null || can(user.role, item.needs)).map(
        (item) =>
          `<li><a class="inline-flex min-h-12 items-center px-2 underline" href="${item.href}"${frame.path === item.href ? ' aria-current="page"' : ""}>${e(w.nav[item.key])}</a></li>`,
      )
    : [];
  return join([
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${e(title)} | ${e(w.office)} | ${e(site.name)}</title>`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    frame.stylesheet && `<link rel="stylesheet" href="${e(frame.stylesheet)}">`,
    // The office's script keeps the reply-by countdowns current and, after the idle time with no
    // key or pointer, loads the page again: a screen left open then shows the sign-in, not a family's details.
    user && `<script src="/office/office.js" defer></script>`,
    `</head><body class="bg-white text-ink"${user ? ` data-idle="${frame.idleSeconds}"` : ""}>`,
    `<a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">${e(w.skip)}</a>`,
    `<header class="border-b-2 border-brand-200"><div class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">`,
    `<p class="font-bold">${e(site.name)}: ${e(w.office)}</p>`,
    user
      ? join([
          `<nav aria-label="${e(w.office)}"><ul class="flex flex-wrap gap-x-2">${nav.join("")}</ul></nav>`,
          `<div class="flex flex-wrap items-center gap-3"><span>${e(w.signedInAs(user.name))}</span>`,
          postForm(frame, "/office/logout", `<button class="${BUTTON}">${e(w.nav.signOut)}</button>`),
          `</div>`,
        ])
      : `<a class="inline-flex min-h-12 items-center underline" href="/office/language?to=${lang === "es" ? "en" : "es"}" lang="${lang === "es" ? "en" : "es"}">${e(w.otherLanguage)}</a>`,
    `</div></header>`,
    `<main id="main" class="mx-auto max-w-6xl px-4 py-6 [overflow-wrap:anywhere]">${join([main])}</main>`,
    // The site's stylesheet shows a body only once its footer is there.
    `<footer class="mx-auto max-w-6xl px-4 pb-8 text-muted">${e(site.name)}</footer></body></html>`,
  ]);
}
