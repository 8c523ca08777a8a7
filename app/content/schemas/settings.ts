/**
 * The agency's facts (app/content/data/settings.yml): name, phones, e-mails, licenses, hours,
 * offices, profile links, figures and where the forms send. One file, its few words in English
 * and Spanish side by side; app/content/site.ts reads it.
 */
import { z } from "zod";
import { count, email, fact, isoDate, matching, phoneText, sample, text } from "./fields.ts";
import { FLORIDA_COUNTIES } from "../florida-districts.ts";

/** A phone number as typed in settings.yml, kept on one line (no-break space, non-breaking hyphen), and its tel: digits. */
export function toPhone(typed: string): { display: string; e164: string } {
  return {
    display: typed.replace(" ", "\u00a0").replace("-", "\u2011"),
    e164: `+1${typed.replace(/\D/g, "")}`,
  };
}

const phone = (title: string) => phoneText().transform(toPhone).meta({ title });
const bilingual = (title: string) =>
  z.strictObject({ en: text().meta({ title: "English" }), es: text().meta({ title: "Spanish" }) }).meta({ title });
const extension = (title: string) =>
  matching(/^\d{1,5}$/, "expected the digits of an extension, like 2").meta({ title });

export const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const officeIds = ["lakeland", "tampa-bay", "miami-dade", "polk"] as const;
export const regulatoryIds = ["license", "medicare", "medicaid", "accreditation", "pennsylvaniaStaffing"] as const;
export const profileIds = ["facebook", "instagram", "google", "yelp", "caring"] as const;
/** The services a Florida home health agency license lists (s. 400.462, F.S.); the pages advertise only these. */
export const licensedServiceIds = [
  "skilled-nursing",
  "home-health-aide",
  "physical-therapy",
  "occupational-therapy",
  "speech-therapy",
  "medical-social-services",
  "homemaker",
  "companion",
] as const;
/** How the editor names each licensed service. */
export const licensedServiceLabels: Record<(typeof licensedServiceIds)[number], string> = {
  "skilled-nursing": "Skilled nursing",
  "home-health-aide": "Home health aide",
  "physical-therapy": "Physical therapy",
  "occupational-therapy": "Occupational therapy",
  "speech-therapy": "Speech therapy",
  "medical-social-services": "Medical social services",
  homemaker: "Homemaker",
  companion: "Companion",
};
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (title: string) =>
  matching(TIME, "expected a 24-hour time like 08:00 or 18:00").optional().meta({ title }) as unknown as z.ZodOptional<
    z.ZodType<`${number}:${number}`>
  >;

const regulatory = (title: string, description: string) =>
  z
    .strictObject({
      value: text().meta({ title: "Number or name" }),
      sample: sample(),
      en: text().meta({ title: "Line in English", description: "{value} is replaced with the number or name." }),
      es: text().meta({ title: "Line in Spanish", description: "{value} is replaced with the number or name." }),
    })
    .meta({ title, description });

const profile = (title: string) =>
  fact(
    matching(/^https:\/\/\S+$/, "expected the address of the agency's own page, starting https://")
      .nullable()
      .default(null) as unknown as z.ZodDefault<z.ZodNullable<z.ZodType<`https://${string}`>>>,
    title,
    "The agency's own page there (never the site's home page or a search). Empty: no link is shown.",
  );

export const settingsSchema = z.strictObject({
  name: text().meta({ title: "Agency name" }),
  shortName: text().meta({ title: "Short name" }),
  founded: fact(count(1900), "Year founded"),
  phones: z
    .strictObject({
      main: phone("Main number (also the 24/7 care line)"),
      referralsExtension: extension("Extension for referrals"),
      dischargeExtension: extension("Extension for hospital discharge"),
    })
    .meta({ title: "Phones" }),
  emails: z
    .strictObject({
      care: email().meta({ title: "Care and consultations" }),
      referrals: email().meta({ title: "Referrals" }),
      careers: email().meta({ title: "Careers" }),
      privacy: email().meta({ title: "Privacy" }),
    })
    .meta({ title: "E-mail addresses" }),
  regulatory: z
    .strictObject({
      license: regulatory("Florida license", "The AHCA home health agency license. Not shown while a sample."),
      medicare: regulatory("Medicare certification", "The CMS Certification Number. Not shown while a sample."),
      medicaid: regulatory(
        "Medicaid enrollment",
        "The Florida Medicaid provider ID. While a sample, no page says the agency bills Medicaid.",
      ),
      accreditation: regulatory("Accreditation", "The accrediting body. Not shown while a sample."),
      pennsylvaniaStaffing: regulatory("Pennsylvania staffing license", "Shown on the careers page once real."),
    })
    .meta({ title: "Licenses and certification" }),
  civilRights: z
    .strictObject({
      coordinator: z
        .strictObject({
          name: text().meta({ title: "Name", description: "The person who handles discrimination complaints." }),
          sample: sample(),
        })
        .meta({
          title: "Section 1557 coordinator",
          description: "Named on the notice of nondiscrimination once real; until then the notice names the role only.",
        }),
      phone: z
        .strictObject({ value: phone("Phone"), sample: sample() })
        .meta({ title: "Coordinator's phone", description: "Until it is real, the notices give the main number." }),
      tty: fact(
        matching(/^(711|\(\d{3}\) \d{3}-\d{4})$/, "expected 711 or a phone number written (XXX) XXX-XXXX"),
        "TTY",
        "711 (Florida Relay) or the agency's own TTY number.",
      ),
    })
    .meta({ title: "Civil rights and language help" }),
  hours: z
    .array(
      z
        .strictObject({
          days: bilingual("Days"),
          hours: bilingual("Hours"),
          open: z
            .strictObject({
              week: z
                .array(z.enum(days, { error: "expected a day of the week, like Monday" }))
                .min(1, { error: "expected at least one day" })
                .meta({ title: "Days (for search engines)" }),
              opens: time("Opens (24-hour, 08:00)"),
              closes: time("Closes (24-hour, 18:00)"),
            })
            .meta({ title: "Opening times for search engines", description: "No times: the office is closed." }),
          sample: sample(),
        })
        .meta({ title: "Row" }),
    )
    .min(1)
    .meta({ title: "Office hours" }),
  careHours: z.strictObject({ en: text().meta({ title: "English" }), es: text().meta({ title: "Spanish" }) }).meta({
    title: "Care hours",
    description: "The line about care at any hour, on the pages that name the care hours.",
  }),
  offices: z
    .array(
      z
        .strictObject({
          id: z.enum(officeIds, { error: `expected one of ${officeIds.join(", ")}` }).meta({
            title: "Office",
            labels: { lakeland: "Lakeland", "tampa-bay": "Tampa Bay", "miami-dade": "Miami-Dade", polk: "Polk County" },
          }),
          main: z.boolean().optional().meta({ title: "Main office" }),
          name: bilingual("Name"),
          street: text().meta({ title: "Street and suite" }),
          city: text().meta({ title: "City" }),
          region: z.literal("FL", { error: "expected FL" }).meta({ title: "State" }),
          postalCode: matching(/^\d{5}$/, "expected a 5-digit ZIP code").meta({ title: "ZIP code" }),
          county: z.enum(FLORIDA_COUNTIES, { error: "expected a Florida county, like Polk or Miami-Dade" }).meta({
            title: "County",
            description: "Sets the health planning district the office serves (s. 408.032(5), F.S.).",
          }),
          license: fact(
            text(),
            "License of this office",
            "An office outside the main office's health planning district needs its own AHCA license (s. 400.464(2), F.S.); until it has one, the areas it serves are not advertised. Not needed in the main office's district.",
          ).optional(),
          phone: phone("Phone"),
          coverage: bilingual("Area it covers"),
          geo: z
            .strictObject({
              lat: z.number({ error: "expected a latitude like 28.03" }).meta({ title: "Latitude" }),
              lng: z.number({ error: "expected a longitude like -81.95" }).meta({ title: "Longitude" }),
            })
            .meta({ title: "Map position" }),
          sample: sample(),
        })
        .meta({
          title: "Office",
          labels: { lakeland: "Lakeland", "tampa-bay": "Tampa Bay", "miami-dade": "Miami-Dade", polk: "Polk County" },
        }),
    )
    .min(1)
    .meta({ title: "Offices" }),
  profiles: z
    .strictObject({
      facebook: profile("Facebook"),
      instagram: profile("Instagram"),
      google: profile("Google"),
      yelp: profile("Yelp"),
      caring: profile("Caring.com"),
    })
    .meta({ title: "Profile links" }),
  insurers: fact(z.array(text()).min(1), "Insurers and programs billed"),
  licensedServices: fact(
    z
      .array(z.enum(licensedServiceIds, { error: `expected one of ${licensedServiceIds.join(", ")}` }))
      .min(1, { error: "expected at least one service" })
      .meta({ labels: licensedServiceLabels }),
    "Services the license lists",
    "Only these are advertised (a job posting or a referral choice for another service is left out). Copy them from the AHCA license.",
  ),
  jobPostings: z
    .strictObject({
      datePosted: isoDate().meta({ title: "Posted on" }),
      validThrough: isoDate().meta({
        title: "Open until",
        description: "Job search sites drop the openings after this day: move it forward while they stay open.",
      }),
    })
    .meta({ title: "Job postings" }),
  forms: z
    .strictObject({
      endpoint: matching(/^(server|console|https:\/\/\S+)$/, "expected server, console or an https:// address").meta({
        title: "Where the forms send",
        description:
          "server: this site's own server. An https:// address: a form service. console: nowhere (testing only).",
      }) as unknown as z.ZodType<"server" | "console" | `https://${string}`>,
      encoding: z.enum(["json", "form"]).meta({
        title: "How the form service wants the values",
        labels: { json: "JSON", form: "As a web form (form-encoded)" },
      }),
      notifyWithDetails: z.boolean().meta({
        title: "Put visitors' answers in the office e-mail",
        description: "Only with a mail provider that signed a business associate agreement.",
      }),
      retentionDays: count(1).meta({ title: "Days a request is kept" }),
    })
    .meta({ title: "Forms" }),
});

export type Settings = z.output<typeof settingsSchema>;
