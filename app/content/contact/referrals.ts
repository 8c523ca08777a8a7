import * as raw from "virtual:content/pages/contact-referrals";
import { site } from "../site";
import type { Lang } from "~/i18n/lang";
import { filledWords } from "../page-words";
import { wordsShown } from "../words-shown";
import type { ReferralsPlaceholder, ReferralsWords } from "../schemas/pages/contact-referrals";
import { billsMedicare, setupHours } from "../facts";
import type { Bilingual, PageContent } from "../types";

/** The three ways to refer, tied to their phone line (or the online referral) by key. */
export const referralChannels = ["referrals", "hospitalDischarge", "online"] as const;
export type ReferralChannel = (typeof referralChannels)[number];

export interface ReferralsContent extends PageContent {
  channels: {
    heading: string;
    intro: string;
    items: Record<ReferralChannel, { title: string; body: string; action: string }>;
    ext: string;
  };
  send: { heading: string; intro: string; items: string[]; secure: string };
  next: { heading: string; steps: string[]; servicesLink: string };
}

/** The words of /contact/referrals (app/content/data/pages/contact-referrals.yml) with the facts filled in. */
const words = filledWords<ReferralsWords, ReferralsPlaceholder>(raw, {
  setupHours,
  referralsExt: site.phones.referrals.ext,
  dischargeExt: site.phones.hospitalDischarge.ext,
});

/** The page's words arranged for its sections; the Medicare item only once the agency bills Medicare. */
function referralsIn(lang: Lang): ReferralsContent {
  const { channels, send, ...w } = words[lang];
  const { heading, intro, ext, ...items } = channels;
  const { medicareItem, lastItems, ...rest } = send;
  return {
    ...w,
    channels: { heading, intro, items, ext },
    send: { ...rest, items: [...send.items, ...(billsMedicare ? [medicareItem] : []), ...lastItems] },
  };
}

export const referrals: Bilingual<ReferralsContent> = { en: referralsIn("en"), es: referralsIn("es") };

/** Which of contact-referrals.yml's words the page shows: the editor's preview follows it. */
export const referralsWordsShown = wordsShown([[billsMedicare, "send.medicareItem"]]);
