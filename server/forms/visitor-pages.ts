/**
 * The pages the server itself answers a visitor with when a form was posted without JavaScript:
 * the thank-you page, and the form again with its errors (next to each field and in a summary at
 * the top), in the page's language, with the live build's words. They use the live build's
 * stylesheet and a small frame: the agency's name linking home, its phone, and the 911 line.
 */
import { controlClass } from "~/components/forms/field";
import { emergency } from "~/content/contact/emergency";
import { referralForm } from "~/content/referral-form";
import { site } from "~/content/site";
import { fill } from "~/i18n/format";
import type { Phone } from "~/content/site";
import { telHref } from "~/lib/contact";
import type { Lang } from "~/i18n/lang";
import { formErrors } from "~/lib/forms";
import { HONEYPOT_FIELD, FORM_FIELD, type FormName } from "~/lib/delivery";
import { formSpec, type FieldSpec } from "./form-fields";
import { escapeHtml as e, join } from "./html";
import type { Confirmation } from "./referral-confirmation";
import type { FormWords } from "../static/form-words";

const words = {
  en: { home: "Home page", back: "Back to the page", call: "Call", ext: "ext." },
  es: { home: "Página de inicio", back: "Volver a la página", call: "Llame al", ext: "ext." },
} satisfies Record<Lang, Record<string, string>>;

/** The line a form's page offers: the referral line (with its extension) for referrals, else the main line. */
const phoneOf = (form: FormName | undefined): Phone => (form === "referral" ? site.phones.referrals : site.phones.main);

const button =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-transparent bg-accent-700 px-6 py-3 font-bold text-white no-underline hover:bg-accent-800";

export interface PageOptions {
  /** The live build's stylesheet (/assets/…css), or null when the build has none. */
  stylesheet: string | null;
  /** The forms' words of the live build; null: the words compiled in. */
  words: FormWords | null;
}

const specOf = (form: FormName, lang: Lang, { words }: PageOptions) => words?.[form][lang] ?? formSpec(form, lang);

/** A page of the visitors' frame (the agency's name, its phone, the 911 line) around `main`, already HTML. */
export function frame(lang: Lang, title: string, main: string, { stylesheet }: PageOptions, form?: FormName): string {
  const home = lang === "es" ? "/es" : "/";
  const phone = phoneOf(form);
  const ext = phone.ext ? ` ${words[lang].ext} ${phone.ext}` : "";
  const warning = emergency[lang].warning;
  return join([
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${e(title)} | ${e(site.name)}</title>`,
    // The site's icon (served from the build): without one the browser asks for /favicon.ico, a 404.
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    stylesheet && `<link rel="stylesheet" href="${e(stylesheet)}">`,
    `</head><body class="bg-white text-ink text-lg">`,
    `<header class="border-b border-brand-200 bg-brand-50"><div class="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-4 px-4 py-4">`,
    `<a href="${home}" class="text-xl font-bold text-brand-900">${e(site.name)}</a>`,
    `<a href="${e(telHref(phone))}" class="font-bold">${e(words[lang].call)} ${e(phone.display)}${e(ext)}</a>`,
    `</div></header>`,
    `<main id="main" class="mx-auto max-w-3xl px-4 py-10">${main}</main>`,
    `<footer class="mx-auto max-w-3xl px-4 pb-10"><p class="rounded-2xl border-4 border-accent-800 bg-white p-5">`,
    // Underlined and as dark as the text: a link inside a sentence is told apart by more than its colour.
    `<strong>${e(warning.heading)}</strong> <a href="tel:${e(site.emergencyNumber)}" class="font-bold text-ink underline">${e(warning.callLabel)}</a></p>`,
    `<p class="mt-4"><a href="${home}">${e(words[lang].home)}</a></p></footer>`,
    `</body></html>`,
  ]);
}

export function thankYouPage(
  form: FormName,
  lang: Lang,
  options: PageOptions,
  confirmation: Confirmation | null = null,
): string {
  const spec = specOf(form, lang, options);
  const said = referralForm[lang].confirmation;
  const main = join([
    `<div role="status" class="rounded-2xl border-2 border-brand-600 bg-brand-50 p-5 sm:p-6">`,
    `<h1 class="text-3xl">${e(spec.sent.heading)}</h1>`,
    confirmation && `<p class="mt-3 font-bold">${e(fill(said.reference, { reference: confirmation.reference }))}</p>`,
    confirmation?.callBy && `<p class="mt-3 font-bold">${e(fill(said.callBy, { time: confirmation.callBy }))}</p>`,
    spec.sent.body.map((p) => `<p class="mt-3">${e(p)}</p>`),
    `</div><p class="mt-6"><a href="${e(spec.page)}">${e(words[lang].back)}</a></p>`,
  ]);
  return frame(lang, spec.sent.heading, main, options, form);
}

function field(
  spec: FieldSpec,
  value: string,
  error: string | undefined,
  marker: string,
  filesDropped: boolean,
): string {
  const id = `field-${spec.name}`;
  const described = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const aria = `${error ? ' aria-invalid="true"' : ""}${described ? ` aria-describedby="${described}"` : ""}`;
  const label = `<label for="${id}" class="block font-bold">${e(spec.label)} <span class="font-normal text-muted">${e(marker)}</span></label>`;
  const hint = spec.hint ? `<p id="${id}-hint" class="mt-1 text-base text-muted">${e(spec.hint)}</p>` : "";
  const errorLine = error ? `<p id="${id}-error" class="mt-1 font-bold text-accent-800">${e(error)}</p>` : "";
  const required = spec.required ? " required" : "";
  let control: string;
  if (spec.kind === "select") {
    control = join([
      `<select id="${id}" name="${spec.name}" class="${controlClass}"${required}${aria}>`,
      `<option value="">${e(spec.prompt)}</option>`,
      spec.options!.map(
        (o) => `<option value="${e(o.value)}"${o.value === value ? " selected" : ""}>${e(o.label)}</option>`,
      ),
      `</select>`,
    ]);
  } else if (spec.kind === "textarea") {
    control = `<textarea id="${id}" name="${spec.name}" rows="4" class="${controlClass}"${aria}>${e(value)}</textarea>`;
  } else if (spec.kind === "checkbox") {
    return join([
      `<div><label for="${id}" class="flex items-start gap-3 font-bold">`,
      `<input id="${id}" type="checkbox" name="${spec.name}" value="yes" class="mt-0.5 size-6"${value === "yes" ? " checked" : ""}${aria}>`,
      ` ${e(spec.label)}</label>`,
      hint,
      errorLine,
      `</div>`,
    ]);
  } else if (spec.kind === "consent") {
    return join([
      `<div>${errorLine}<label class="mt-2 flex items-start gap-3"><input id="${id}" type="checkbox" name="${spec.name}" value="yes" class="mt-1 size-6"${value === "yes" ? " checked" : ""}${required}${aria}>`,
      ` <span>${e(spec.label)} <span class="text-muted">${e(marker)}</span></span></label></div>`,
    ]);
  } else if (spec.kind === "file") {
    // Files are never kept from a post that came back: the field says so when there were some.
    const again =
      filesDropped && spec.file && !error ? `<p class="mt-1 font-bold text-accent-800">${e(spec.file.again)}</p>` : "";
    control = `<input id="${id}" name="${spec.name}" type="file" accept="${e(spec.file?.accept ?? "")}"${spec.file?.multiple ? " multiple" : ""} class="${controlClass}"${aria}>${again}`;
  } else if (spec.kind === "checkboxes") {
    const chosen = new Set(value.split(",").map((v) => v.trim()));
    return join([
      `<fieldset${aria}><legend class="font-bold">${e(spec.label)} <span class="font-normal text-muted">${e(marker)}</span></legend>`,
      hint,
      errorLine,
      spec.options!.map(
        (o) =>
          `<label class="mt-2 flex items-center gap-3"><input type="checkbox" name="${spec.name}" value="${e(o.value)}" class="size-6"${chosen.has(o.value) ? " checked" : ""}> ${e(o.label)}</label>`,
      ),
      `</fieldset>`,
    ]);
  } else {
    const auto = spec.autocomplete ? ` autocomplete="${spec.autocomplete}"` : "";
    control = `<input id="${id}" name="${spec.name}" type="${spec.kind}" value="${e(value)}" class="${controlClass}"${auto}${required}${aria}>`;
  }
  return `<div>${label}${hint}${control}${errorLine}</div>`;
}

/** The fields in runs of the same group (a referral's "The patient"); fields without one stand alone. */
function grouped(fields: FieldSpec[]): { heading?: string; members: FieldSpec[] }[] {
  const runs: { heading?: string; members: FieldSpec[] }[] = [];
  for (const f of fields) {
    const last = runs.at(-1);
    if (last && f.group && last.heading === f.group.form) last.members.push(f);
    else runs.push({ heading: f.group?.form, members: [f] });
  }
  return runs;
}

/**
 * The form again, with the visitor's values kept and each error beside its field and in a summary.
 * Files are not kept (a browser cannot be given them back): with `filesDropped`, the file field
 * asks for them again.
 */
export function formAgainPage(
  form: FormName,
  lang: Lang,
  values: Record<string, string>,
  errors: Record<string, string>,
  options: PageOptions,
  { filesDropped = false, problem }: { filesDropped?: boolean; problem?: string } = {},
): string {
  const spec = specOf(form, lang, options);
  const fields = spec.fields;
  const multipart = fields.some((f) => f.kind === "file") ? ` enctype="multipart/form-data"` : "";
  const summary = join([
    `<div role="alert" class="rounded-2xl border-2 border-accent-800 bg-accent-50 p-5 sm:p-6">`,
    problem ? `<p class="font-bold">${e(problem)}</p>` : `<h2 class="text-2xl">${e(formErrors[lang].summary)}</h2>`,
    fields.some((f) => errors[f.name]) && `<ul class="mt-3 list-disc pl-6">`,
    fields
      .filter((f) => errors[f.name])
      .map((f) => `<li><a href="#field-${f.name}">${e(f.short ?? f.label)}: ${e(errors[f.name])}</a></li>`),
    fields.some((f) => errors[f.name]) && `</ul>`,
    `</div>`,
  ]);
  const main = join([
    `<h1 class="text-3xl">${e(spec.heading)}</h1>`,
    `<div class="mt-6">${summary}</div>`,
    `<form method="post" action="/api/forms/${form}?lang=${lang}"${multipart} class="mt-8 grid gap-6" novalidate>`,
    `<input type="hidden" name="${FORM_FIELD}" value="${form}"><input type="hidden" name="lang" value="${lang}">`,
    grouped(fields).map(({ heading, members }) => {
      const shown = members.map((f) =>
        field(f, values[f.name] ?? "", errors[f.name], f.required ? spec.required : spec.optional, filesDropped),
      );
      return heading
        ? `<fieldset class="grid gap-6"><legend class="text-2xl font-bold">${e(heading)}</legend>${join(shown)}</fieldset>`
        : join(shown);
    }),
    `<div aria-hidden="true" class="hidden"><label for="field-gotcha">${e(spec.honeypot)}</label>`,
    `<input id="field-gotcha" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`,
    `<div><button type="submit" class="${button}">${e(spec.submit)}</button></div></form>`,
  ]);
  return frame(lang, spec.heading, main, options, form);
}
