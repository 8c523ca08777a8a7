// @vitest-environment node
import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import { officeAddress, officeMail } from "./office-mail";
import type { StoredRequest } from "../db/requests";

const request: StoredRequest = {
  id: "0b0e7f3c-1111-4222-8333-944445555666",
  form: "contact",
  lang: "es",
  receivedAt: Date.parse("2026-03-02T15:30:00Z"),
  status: "new",
  spam: false,
  values: {
    name: "Rosa <b>Díaz</b>",
    phone: "863-555-0130",
    service: "skilled-nursing",
    message: "<script>x()</script>",
  },
  notice: "pending",
  assignedTo: null,
  replyBy: null,
  files: 0,
  overdueSentAt: null,
};

const ORIGIN = "https://office.agency.test";

describe("the office e-mail", () => {
  test("by default: the kind, when, the language and the inbox link; none of the visitor's details", () => {
    const mail = officeMail(request, { origin: ORIGIN });
    expect(mail.to).toBe(site.emails.care);
    expect(mail.subject).toContain("Consultation request");
    expect(mail.text).toContain("Language: Spanish");
    expect(mail.text).toContain(`${ORIGIN}/office/requests/${request.id}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain("Rosa");
      expect(part).not.toContain("555-0130");
    }
  });

  test("with details switched on: the values, HTML-escaped in the HTML part", () => {
    const mail = officeMail(request, { withDetails: true, origin: ORIGIN });
    expect(mail.text).toContain("Rosa <b>Díaz</b>");
    expect(mail.html).toContain("Rosa &lt;b&gt;Díaz&lt;/b&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
  });

  test("applications go to the careers address; NOTIFY_TO overrides every one", () => {
    expect(officeAddress("application")).toBe(site.emails.careers);
    expect(officeMail({ ...request, form: "application" }, { notifyTo: "desk@agency.test", origin: ORIGIN }).to).toBe(
      "desk@agency.test",
    );
  });
});

test("a referral: 'New referral' to the referrals address, how many documents, never the patient", () => {
  const referral = {
    ...request,
    form: "referral" as const,
    files: 3,
    values: { name: "Dana Planner", patientName: "Pablo Paciente", patientBirthDate: "1948-03-14" },
  };
  const mail = officeMail(referral, { origin: ORIGIN });
  expect(officeAddress("referral")).toBe(site.emails.referrals);
  expect(mail.to).toBe(site.emails.referrals);
  expect(mail.subject).toMatch(/^New referral/);
  expect(mail.text).toContain("Documents: 3, in the office");
  for (const part of [mail.text, mail.html, mail.subject])
    for (const secret of ["Pablo", "Dana", "1948"]) expect(part).not.toContain(secret);
});
