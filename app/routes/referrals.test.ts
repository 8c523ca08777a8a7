import { describe, expect, test, vi } from "vitest";
import { referrals } from "~/content/contact/referrals";
import { referralForm } from "~/content/referral-form";
import { langs } from "~/i18n/lang";

// A site whose forms post to a form service: no files may go there.
vi.mock("~/lib/delivery", async (original) => ({
  ...(await original<typeof import("~/lib/delivery")>()),
  takesFiles: () => mode.files,
}));
const mode = { files: true };
const { loader } = await import("./referrals");

const load = (lang: "en" | "es") =>
  loader({ request: new Request(`https://x.example${lang === "es" ? "/es" : ""}/contact/referrals`) } as never);

describe.each(langs)("/contact/referrals in %s", (lang) => {
  test("with the site's own server: the online referral, with its documents' limits filled in", () => {
    mode.files = true;
    const page = load(lang);
    expect(page.form?.words).toEqual(referralForm[lang]);
    expect(page.form?.upload.rule).toMatchObject({ field: "documents", max: 5 });
    expect(page.form?.upload.words.hint).toContain("10\u00a0MB");
    expect(page.send.secure).toBe(referrals[lang].send.secure);
  });

  test("with a form service: no online referral, and no sentence pointing to it; never an e-mail for records", () => {
    mode.files = false;
    const page = load(lang);
    expect(page.form).toBeNull();
    expect(page.head.intro[0]).toBe(referralForm[lang].withoutForm.intro);
    expect(page.head.intro.slice(1)).toEqual(referrals[lang].head.intro.slice(1));
    expect(page.send.secure).toBe(referralForm[lang].withoutForm.secure);
  });

  test("the page never asks for records by e-mail", () => {
    const words = JSON.stringify({ ...referrals[lang], form: referralForm[lang] });
    expect(words).not.toMatch(
      /secure, encrypted e-mail|correo electrónico seguro y cifrado|E-mail a referral|Enviar un referido por correo/,
    );
  });
});
