/** The words of /contact/referrals (app/content/data/pages/contact-referrals.yml); the online referral's labels have their own file. */
import { z } from "zod";
import { pageWords, wordsOf } from "../words.ts";

export const referralsPlaceholders = ["setupHours", "referralsExt", "dischargeExt"] as const;
const { head, line, paragraph, lines } = wordsOf(referralsPlaceholders);

const channel = (title: string) =>
  z
    .strictObject({
      title: line().meta({ title: "Name" }),
      body: paragraph().meta({ title: "What it is for" }),
      action: line().meta({ title: "Button" }),
    })
    .meta({ title });

export const referralsWords = z.strictObject({
  head: head(),
  channels: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      referrals: channel("Referral line"),
      hospitalDischarge: channel("Hospital discharge line"),
      online: channel("Online referral"),
      ext: line().meta({ title: "Short for “extension”, before its number" }),
    })
    .meta({ title: "How to refer a patient", description: "The phone numbers and extensions come from Agency facts." }),
  send: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      intro: paragraph().meta({ title: "Introduction" }),
      items: lines().meta({ title: "What to send" }),
      // Only a Medicare-certified agency takes Medicare home health referrals (42 CFR part 484).
      medicareItem: paragraph().meta({
        title: "What to send for Medicare home health",
        description:
          "Listed before the last items only once the agency's Medicare certification in Agency facts is real.",
      }),
      lastItems: lines().meta({ title: "What to send, last items (about the referrer)" }),
      secure: paragraph().meta({
        title: "How to send records safely",
        description: "Never ask for records by e-mail.",
      }),
    })
    .meta({ title: "What to send" }),
  next: z
    .strictObject({
      heading: line().meta({ title: "Heading" }),
      steps: lines().meta({ title: "Steps" }),
      servicesLink: line().meta({ title: "Link to the services" }),
    })
    .meta({ title: "What happens after you refer" }),
});

export type ReferralsWords = z.output<typeof referralsWords>;
export type ReferralsPlaceholder = (typeof referralsPlaceholders)[number];

export const contactReferrals = pageWords({
  name: "contact-referrals",
  path: "/contact/referrals",
  label: "Referrals",
  group: "Contact pages",
  description:
    "The page for doctors, case managers and discharge planners. {setupHours} is the referral setup time, {referralsExt} and {dischargeExt} the phone extensions, from Agency facts.",
  words: referralsWords,
  placeholders: referralsPlaceholders,
});
