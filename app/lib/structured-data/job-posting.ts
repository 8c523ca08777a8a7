import type { Position, PositionsContent } from "~/content/careers-positions";
import { shownMainOffice as mainOffice } from "~/content/shown-offices";
import { site } from "~/content/site";
import type { Lang } from "~/i18n/lang";
import { absoluteUrl } from "~/lib/meta";

/**
 * schema.org JobPosting for each open position (Google job search), in the page's language,
 * from the page's words and the config's facts (employment types, dates, the hiring organization
 * and its main office). Built when the page is built; rendered by <JsonLd>.
 *
 * Note: Google prefers one JobPosting per job page. The site lists its four positions on
 * /careers (the spec's route table has no page per job), so the four postings are there.
 */

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`;

/** The description Google shows: the summary, then requirements and responsibilities (simple HTML). */
function description(position: Position, words: PositionsContent): string {
  return [
    `<p>${escape(position.summary)}</p>`,
    `<p><strong>${escape(words.requirementsHeading)}</strong></p>`,
    list(position.requirements),
    `<p><strong>${escape(words.responsibilitiesHeading)}</strong></p>`,
    list(position.responsibilities),
  ].join("");
}

export function jobPostings(words: PositionsContent, lang: Lang) {
  const pageUrl = absoluteUrl("/careers", lang);
  return words.items.map((position) => {
    const facts = site.jobs.positions.find((p) => p.id === position.id);
    if (!facts) throw new Error(`site.jobs.positions has no position "${position.id}"`);
    return {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: position.title,
      description: description(position, words),
      identifier: { "@type": "PropertyValue", name: site.name, value: position.id },
      datePosted: site.jobs.datePosted,
      validThrough: site.jobs.validThrough,
      employmentType: facts.employmentType.length === 1 ? facts.employmentType[0] : [...facts.employmentType],
      hiringOrganization: {
        "@type": "Organization",
        name: site.name,
        sameAs: site.origin,
        logo: `${site.origin}/apple-touch-icon.png`,
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          // No street or ZIP code while the main office's are a sample this build leaves out.
          ...(mainOffice.address && { streetAddress: mainOffice.address.street }),
          addressLocality: mainOffice.city,
          addressRegion: mainOffice.region,
          ...(mainOffice.address && { postalCode: mainOffice.address.postalCode }),
          addressCountry: "US",
        },
      },
      url: `${pageUrl}#positions`,
    };
  });
}
