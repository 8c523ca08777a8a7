import { expect, test } from "vitest";
import { application } from "~/content/careers-application";
import { contactForm } from "~/content/contact/contact-form";
import { langs } from "~/i18n/lang";
import * as options from "./form-options";

// The forms list their choices in the order of their words' keys: the same order as the schemas' lists.
test.each(langs)("%s: each form's choices are exactly the schema's, in the same order", (lang) => {
  const contact = contactForm[lang];
  expect(Object.keys(contact.service.options)).toEqual([...options.serviceOptions]);
  expect(Object.keys(contact.payment.options)).toEqual([...options.paymentOptions]);
  expect(Object.keys(contact.bestTime.options)).toEqual([...options.bestTimeOptions]);
  const apply = application[lang];
  expect(Object.keys(apply.license.options)).toEqual([...options.licenseOptions]);
  expect(Object.keys(apply.experience.options)).toEqual([...options.experienceOptions]);
  expect(Object.keys(apply.areas.options)).toEqual([...options.areaOptions]);
  expect(Object.keys(apply.availability.options)).toEqual([...options.availabilityOptions]);
});
