import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { documentsField, referralForm } from "~/content/referral-form";
import { LanguageProvider } from "~/i18n/language-context";
import { fileRules, uploadField } from "~/lib/forms/files";
import { ReferralForm } from "./referral-form";

/** The prerendered form in `lang`, with or without Medicare's items. */
function prerender(lang: "en" | "es", medicareItems: boolean) {
  const words = { ...referralForm[lang], medicareItems };
  document.body.innerHTML = renderToString(
    <LanguageProvider lang={lang}>
      <ReferralForm words={words} upload={uploadField(fileRules.referral, documentsField[lang])} />
    </LanguageProvider>,
  );
  return document.querySelector("form")!;
}

describe.each(["en", "es"] as const)("%s", (lang) => {
  // 42 CFR 424.22: homebound status and the face-to-face visit are what Medicare asks of a referral.
  test("Medicare's items are asked while the agency bills Medicare (and on the demo)", () => {
    expect(referralForm[lang].medicareItems).toBe(true); // the demo: every part shows
    const form = prerender(lang, true);
    expect(form.querySelector('[name="homebound"]')).not.toBeNull();
    expect(form.querySelector('[name="faceToFaceDate"]')).not.toBeNull();
  });

  test("an agency that does not bill Medicare is not asked them", () => {
    const form = prerender(lang, false);
    expect(form.querySelector('[name="homebound"]')).toBeNull();
    expect(form.querySelector('[name="faceToFaceDate"]')).toBeNull();
    expect(form.querySelector('[name="reason"]')).not.toBeNull();
  });
});
