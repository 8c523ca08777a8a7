import { describe, expect, test } from "vitest";
import { langs } from "~/i18n/lang";
import { site } from "../site";
import { contact } from "./contact";
import { bestTimeOptions, paymentOptions, serviceOptions } from "./contact-form";
import { insurance, payerKeys } from "./insurance";
import { checkKeys } from "./medicare-check";
import { locations } from "./locations";
import { referrals } from "./referrals";

const distinct = (values: string[]) => new Set(values).size === values.length;

describe.each(langs)("%s", (lang) => {
  test("/contact: the form's choices, placeholders and promises come from the spec and the config", () => {
    const { form, details } = contact[lang];
    expect(Object.keys(form.service.options)).toEqual([...serviceOptions]);
    expect(Object.keys(form.payment.options)).toEqual([...paymentOptions]);
    expect(Object.keys(form.bestTime.options)).toEqual([...bestTimeOptions]);
    for (const options of [form.service.options, form.payment.options, form.bestTime.options]) {
      expect(distinct(Object.values(options))).toBe(true);
    }
    expect(form.phone.placeholder).toBe(site.phonePlaceholder);
    expect(form.email.placeholder).toBe(site.emails.care);
    expect(details.reply).toContain(`${site.claims.replyWithinHours.value}`);
    expect(form.sent.body.join(" ")).toContain(`${site.claims.replyWithinHours.value}`);
    expect(form.message.hint).toMatch(lang === "en" ? /medical information/ : /información médica/);
  });

  test("/contact/insurance: eight ways to pay and four Medicare questions, each with its answer", () => {
    const { payers, check } = insurance[lang];
    expect(Object.keys(payers.items)).toEqual([...payerKeys]);
    expect(Object.keys(check.questions)).toEqual([...checkKeys]);
    for (const key of checkKeys) {
      expect(check.questions[key].question).toMatch(/\?$/);
      expect(check.questions[key].ifNo.length).toBeGreaterThan(60);
    }
    expect(check.likely.next).toContain(site.phones.main.display);
    expect(check.unlikely.next).toContain(site.phones.main.display);
  });

  test("/contact/referrals: the setup time and the extensions come from the config", () => {
    const page = referrals[lang];
    expect(page.next.steps.join(" ")).toContain(site.claims.referralSetupHours.value);
    expect(page.head.intro.join(" ")).toContain(`${site.phones.referrals.ext}`);
    expect(page.head.intro.join(" ")).toContain(`${site.phones.hospitalDischarge.ext}`);
  });

  test("/contact/locations: the office count comes from the config", () => {
    expect(locations[lang].head.intro[0]).toContain(`${site.offices.length}`);
  });
});

test("insurers are spelled as the companies spell them", () => {
  expect(site.insurers.value).toEqual(expect.arrayContaining(["UnitedHealthcare", "CareCentrix", "Molina Healthcare"]));
  expect(site.insurers.value.join()).not.toMatch(/United HealthCare|Care Centrix|Molina HealthCare/);
});

test("the config has the four offices the pages list, one of them the main office", () => {
  expect(site.offices.map((o) => o.id)).toEqual(["lakeland", "tampa-bay", "miami-dade", "polk"]);
  expect(site.offices.filter((o) => "main" in o && o.main)).toHaveLength(1);
});
