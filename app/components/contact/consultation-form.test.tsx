import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import type { Site } from "~/content/site";
import { contactForm, serviceOptions } from "~/content/contact/contact-form";
import { LanguageProvider } from "~/i18n/language-context";
import { HONEYPOT_FIELD } from "~/lib/delivery";
import { ConsultationForm } from "./consultation-form";

/** The prerendered form (what a browser without JavaScript gets), in console mode and with an endpoint. */
const config = vi.hoisted(() => ({ endpoint: "console" as Site["formEndpoint"] }));
vi.mock("~/content/site", async (importOriginal) =>
  (await import("../../../server/testing/site-override")).siteOverriding(await importOriginal(), () => ({
    formEndpoint: config.endpoint,
  })),
);

function prerender(endpoint: Site["formEndpoint"], lang: "en" | "es" = "en") {
  config.endpoint = endpoint;
  const html = renderToString(
    <LanguageProvider lang={lang}>
      <ConsultationForm words={contactForm[lang]} />
    </LanguageProvider>,
  );
  document.body.innerHTML = html;
  return document.querySelector("form")!;
}

describe.each(["en", "es"] as const)("%s", (lang) => {
  const words = contactForm[lang];

  test("every field has a visible label tied to it, the right type and autocomplete", () => {
    const form = prerender("console", lang);
    const control = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    const label = (name: string) => form.querySelector(`label[for="${control(name).id}"]`)!.textContent;
    expect(label("name")).toBe(`${words.name.label} ${words.required}`);
    expect(control("name").required).toBe(true);
    expect(control("name").autocomplete).toBe("name");
    expect(control("name").placeholder).toBe(words.name.placeholder);
    expect(control("phone").type).toBe("tel");
    expect(control("phone").required).toBe(true);
    expect(control("phone").autocomplete).toBe("tel");
    expect(control("email").type).toBe("email");
    expect(control("email").required).toBe(false);
    expect(control("email").autocomplete).toBe("email");
    expect(label("email")).toBe(`${words.email.label} ${words.optional}`);
    const service = form.querySelector<HTMLSelectElement>('select[name="service"]')!;
    expect([...service.options].map((o) => o.value)).toEqual(["", ...serviceOptions]);
    expect(service.options[0]!.text).toBe(words.service.prompt);
    expect(form.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.rows).toBe(4);
    for (const name of ["payment", "bestTime"]) expect(control(name).required).toBe(false);
    expect(form.querySelector(`[name="${HONEYPOT_FIELD}"]`)!.closest("[aria-hidden=true]")).not.toBeNull();
  });

  test("the permission to text says HELP and STOP and links the Privacy Policy in the form's language", () => {
    const form = prerender("server", lang);
    const box = form.querySelector<HTMLInputElement>('[name="textConsent"]')!;
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute("aria-describedby")!.split(" ")[0]!)!;
    expect(hint.textContent).toMatch(/HELP.*STOP/);
    const link = hint.parentElement!.querySelector<HTMLAnchorElement>('a[href$="privacy-policy"]')!;
    expect(link.getAttribute("href")).toBe(lang === "en" ? "/privacy-policy" : "/es/privacy-policy");
    expect(link.textContent).toBe(words.textConsent.privacyLink.text);
  });

  test("console mode: no action to post to, so no button; the form says to call", () => {
    const form = prerender("console", lang);
    expect(form.getAttribute("action")).toBeNull();
    expect(form.querySelector("button")).toBeNull();
    expect(form.querySelector("noscript")!.innerHTML).toContain(words.noScript.slice(0, 30));
  });
});

test("with an endpoint the prerendered form posts natively to it, with a working button", () => {
  const form = prerender("https://forms.example.org/f/abc");
  expect(form.getAttribute("action")).toBe("https://forms.example.org/f/abc");
  expect(form.getAttribute("method")).toBe("post");
  expect(form.querySelector('button[type="submit"]')!.textContent).toBe(contactForm.en.submit);
  expect(form.querySelector("noscript")).toBeNull();
});

test("in server mode the prerendered form posts natively to this site's server, with form and lang (and the language in its address, for a refusal before its fields are read), checks off", () => {
  const form = prerender("server", "es");
  expect(form.getAttribute("action")).toBe("/api/forms/contact?lang=es");
  expect(form.getAttribute("method")).toBe("post");
  expect(form.noValidate).toBe(true);
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)!.value;
  expect(hidden("form")).toBe("contact");
  expect(hidden("lang")).toBe("es");
  expect(form.querySelector('button[type="submit"]')!.textContent).toBe(contactForm.es.submit);
  // Required fields keep their semantics; nothing shows as invalid before a send.
  expect(form.querySelector<HTMLInputElement>('[name="phone"]')!.required).toBe(true);
  expect(form.querySelectorAll("[aria-invalid]")).toHaveLength(0);
});

test("without JavaScript, a form service keeps the browser's own checks (nothing else would check)", () => {
  expect(prerender("https://forms.example.org/f/abc").noValidate).toBe(false);
});
