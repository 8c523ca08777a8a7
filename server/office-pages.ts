/**
 * The office inbox's pages (in English: it is the office's tool; each request shows its
 * language). Everything a visitor typed is escaped: it is shown as text, never run as HTML.
 */
import { site } from "~/content/site";
import { formSpec } from "./form-fields";
import { escapeHtml as e, join } from "./html";
import { KIND_LABEL } from "./office-mail";
import { STATUSES, type StoredRequest } from "./store";

const button =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-bold text-brand-800";

function frame(title: string, main: string, stylesheet: string | null): string {
  return join([
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${e(title)} | ${e(site.name)}</title>`,
    stylesheet && `<link rel="stylesheet" href="${e(stylesheet)}">`,
    `</head><body class="bg-white text-ink"><main class="mx-auto max-w-5xl px-4 py-8">${main}</main>`,
    // The site's stylesheet shows a body only once its footer is there.
    `<footer class="mx-auto max-w-5xl px-4 pb-8 text-muted">${e(site.name)}: office inbox</footer></body></html>`,
  ]);
}

export function officeOffPage(stylesheet: string | null): string {
  return frame(
    "Office inbox is off",
    `<h1 class="text-3xl">The office inbox is off</h1><p class="mt-4">Set OFFICE_PASSWORD in the server's environment and restart it to read the requests here. They are being kept meanwhile.</p>`,
    stylesheet,
  );
}

export function loginPage(stylesheet: string | null, error?: string): string {
  return frame(
    "Office inbox: sign in",
    join([
      `<h1 class="text-3xl">${e(site.name)}: office inbox</h1>`,
      error && `<p role="alert" class="mt-4 font-bold text-accent-800">${e(error)}</p>`,
      `<form method="post" action="/office/login" class="mt-6 grid max-w-md gap-4">`,
      `<label for="password" class="font-bold">Password</label>`,
      `<input id="password" name="password" type="password" autocomplete="current-password" required class="block w-full min-h-12 rounded-lg border-2 border-muted px-4 py-3">`,
      `<div><button type="submit" class="${button}">Sign in</button></div></form>`,
    ]),
    stylesheet,
  );
}

const when = (ms: number) =>
  new Date(ms).toLocaleString("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" });

function optionLabel(request: StoredRequest, field: string, value: string): string {
  const spec = formSpec(request.form, "en").fields.find((f) => f.name === field);
  if (spec?.kind === "checkboxes") {
    return value
      .split(",")
      .map((v) => spec.options?.find((o) => o.value === v.trim())?.label ?? v)
      .join(", ");
  }
  return spec?.options?.find((o) => o.value === value)?.label ?? value;
}

function requestCard(request: StoredRequest): string {
  const fields = formSpec(request.form, "en").fields;
  const details = request.values
    ? fields
        .filter((f) => request.values![f.name])
        .map(
          (f) =>
            `<div class="mt-2"><dt class="font-bold">${e(f.label)}</dt><dd class="whitespace-pre-line">${e(optionLabel(request, f.name, request.values![f.name]!))}</dd></div>`,
        )
    : [`<p class="mt-2 font-bold text-accent-800">Encrypted with a DATA_KEY this server does not have.</p>`];
  const action = (path: string) => `/office/requests/${encodeURIComponent(request.id)}/${path}`;
  return join([
    `<article class="mt-6 rounded-2xl border-2 border-brand-200 p-5" id="r-${e(request.id)}">`,
    `<h2 class="text-2xl">${e(KIND_LABEL[request.form])} <span class="text-lg font-normal">(${request.lang === "es" ? "Spanish" : "English"})</span></h2>`,
    `<p>Received ${e(when(request.receivedAt))} · Status: <strong>${e(request.status)}</strong>`,
    request.notice === "pending" && ` · <strong class="text-accent-800">office e-mail pending</strong>`,
    `</p><dl>`,
    details,
    `</dl><div class="mt-4 flex flex-wrap gap-3">`,
    STATUSES.filter((s) => s !== request.status).map(
      (s) =>
        `<form method="post" action="${action("status")}"><input type="hidden" name="status" value="${s}"><button class="${button}">Mark ${s}</button></form>`,
    ),
    `<form method="post" action="${action("delete")}"><button class="${button}">Delete</button></form>`,
    `</div></article>`,
  ]);
}

export interface InboxView {
  requests: StoredRequest[];
  spam: number;
  pending: number;
  smtp: boolean;
  encrypted: boolean;
}

export function inboxPage(view: InboxView, stylesheet: string | null): string {
  const notes = [
    view.pending > 0 &&
      `${view.pending} office e-mail${view.pending === 1 ? "" : "s"} pending${view.smtp ? " (retrying)" : ": SMTP_URL is not set"}.`,
    !view.encrypted && "Requests are stored unencrypted: DATA_KEY is not set.",
    view.spam > 0 && `${view.spam} spam submission${view.spam === 1 ? "" : "s"} (hidden field filled) kept aside.`,
  ].filter(Boolean);
  return frame(
    "Office inbox",
    join([
      `<div class="flex flex-wrap items-center justify-between gap-4"><h1 class="text-3xl">Office inbox</h1>`,
      `<div class="flex flex-wrap gap-3"><a class="${button}" href="/office/export.csv">Export CSV</a>`,
      `<form method="post" action="/office/logout"><button class="${button}">Sign out</button></form></div></div>`,
      notes.map((n) => `<p class="mt-3 font-bold">${e(n)}</p>`),
      view.requests.length === 0 && `<p class="mt-6">No requests yet.</p>`,
      view.requests.map(requestCard),
    ]),
    stylesheet,
  );
}
