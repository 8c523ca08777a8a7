// @vitest-environment node
/**
 * An invitation is written in the invitee's language: a Spanish-speaking intake coordinator gets
 * the subject and the body in Spanish (formal "usted"), with the link; an English speaker in English.
 */
import { expect, test } from "vitest";
import { site } from "~/content/site";
import type { User } from "../accounts/users";
import { invitationMail } from "./staff-mail";

const person = (change: Partial<User>): User => ({
  id: "0b6f4a4e-2a4f-4f5e-9a55-6f0c1b1d2e3f",
  email: "lucia@example.com",
  name: "Lucía Pérez",
  role: "intake",
  languages: ["es"],
  uiLang: "es",
  passwordHash: null,
  totpSecret: null,
  failedLogins: 0,
  lockedUntil: null,
  createdAt: 0,
  ...change,
});
const owner = person({ name: "Olga Owner", email: "olga@example.com", role: "owner", uiLang: "en" });
const link = "https://example.com/office/welcome/abcdefghijklmnopqrstuvwxyz";

test("a Spanish invitation: the subject and the body in Spanish, with the one-time link", () => {
  const mail = invitationMail(person({}), owner, link);
  expect(mail.to).toBe("lucia@example.com");
  expect(mail.subject).toBe(`Invitación a la oficina del sitio de ${site.name}`);
  expect(mail.text).toBe(
    [
      "Hola, Lucía Pérez:",
      "",
      `Olga Owner le dio una cuenta en la oficina del sitio web de ${site.name}.`,
      "Abra este enlace para elegir su contraseña (funciona una vez, durante 7 días):",
      link,
    ].join("\n"),
  );
});

test("an English speaker's invitation is in English", () => {
  const mail = invitationMail(person({ name: "Ann Lee", uiLang: "en", languages: ["en"] }), owner, link);
  expect(mail.subject).toBe(`Your invitation to the ${site.name} website's office`);
  expect(mail.text).toContain("Open this link to choose your password");
  expect(mail.text).not.toMatch(/Hola|contraseña/);
});
