/**
 * The office's e-mail about a new request. By default it says only what kind of request came,
 * when, and where to read it (its page in /office, behind a sign-in): e-mail is no safe place for
 * health details; a referral's e-mail says "New referral" and how many documents came, never the
 * patient's name. With site.notifyWithDetails it also carries what the visitor typed (HTML-escaped
 * in the HTML part); the documents themselves never travel by e-mail.
 */
import { site } from "~/content/site";
import type { FormName } from "~/lib/delivery";
import { formSpec } from "./form-fields";
import { escapeHtml as e } from "./html";
import type { StoredRequest } from "../db/requests";

export const KIND_LABEL: Record<FormName, string> = {
  contact: "Consultation request",
  application: "Job application",
  newsletter: "Newsletter sign-up",
  referral: "New referral",
};

/** Where the office hears about each kind of request (NOTIFY_TO overrides every one). */
export function officeAddress(form: FormName, notifyTo?: string): string {
  if (notifyTo) return notifyTo;
  return form === "application" ? site.emails.careers : form === "referral" ? site.emails.referrals : site.emails.care;
}

export interface OfficeMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

export function officeMail(
  request: StoredRequest,
  options: { notifyTo?: string; withDetails?: boolean; origin: string },
): OfficeMail {
  const to = officeAddress(request.form, options.notifyTo);
  const kind = KIND_LABEL[request.form];
  const when = new Date(request.receivedAt).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "full",
    timeStyle: "short",
  });
  const inbox = `${options.origin}/office/requests/${request.id}`;
  const language = request.lang === "es" ? "Spanish" : "English";
  const lines: [string, string][] = [
    ["Received", when],
    ["Language", language],
  ];
  if (request.files > 0) lines.push(["Documents", `${request.files}, in the office`]);
  if (options.withDetails && request.values) {
    for (const field of formSpec(request.form, "en").fields) {
      const value = request.values[field.name];
      if (value) lines.push([field.label, value]);
    }
  }
  const note = options.withDetails ? "" : "The details are in the office, not in this e-mail.";
  const text = [
    `${kind} on the website.`,
    "",
    ...lines.map(([k, v]) => `${k}: ${v}`),
    "",
    note,
    `Open it in the office: ${inbox}`,
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
  const html = [
    `<p>${e(kind)} on the website.</p><table>`,
    ...lines.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v).replace(/\n/g, "<br>")}</td></tr>`),
    `</table>`,
    note && `<p>${e(note)}</p>`,
    `<p><a href="${e(inbox)}">Open it in the office</a></p>`,
  ].join("");
  return { to, from: `"${site.name} website" <${to}>`, subject: `${kind} (${site.shortName} website)`, text, html };
}
