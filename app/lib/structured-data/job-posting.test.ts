import { describe, expect, test } from "vitest";
import { careers } from "~/content/careers";
import { mainOffice } from "~/content/facts";
import { site } from "~/content/site";
import { langs } from "~/i18n/lang";
import { absoluteUrl } from "~/lib/meta";
import { jobPostings } from "./job-posting";
import { jsonLdText } from "./json-ld";

describe("JobPosting structured data", () => {
  test.each(langs)("%s: parses, one posting per position in the page's language, facts from the config", (lang) => {
    const postings = JSON.parse(jsonLdText(jobPostings(careers[lang].positions, lang))) as ReturnType<
      typeof jobPostings
    >;
    expect(postings).toHaveLength(careers[lang].positions.items.length);
    expect(postings.length).toBeGreaterThanOrEqual(5);
    expect(postings.map((p) => p.title)).toEqual(careers[lang].positions.items.map((p) => p.title));
    for (const [i, posting] of postings.entries()) {
      const facts = site.jobs.positions[i]!;
      const words = careers[lang].positions.items[i]!;
      expect(posting["@context"]).toBe("https://schema.org");
      expect(posting["@type"]).toBe("JobPosting");
      expect(posting.description).toContain(words.summary);
      expect(posting.description).toContain(words.requirements[0]);
      expect([posting.employmentType].flat()).toEqual(facts.employmentType);
      expect(posting.datePosted).toBe(site.jobs.datePosted);
      expect(posting.validThrough).toBe(site.jobs.validThrough);
      expect(posting.hiringOrganization).toMatchObject({
        "@type": "Organization",
        name: site.name,
        sameAs: site.origin,
      });
      expect(posting.jobLocation.address).toMatchObject({
        addressLocality: mainOffice.city,
        addressRegion: "FL",
        postalCode: mainOffice.postalCode,
        addressCountry: "US",
      });
      expect(posting.url).toBe(`${absoluteUrl("/careers", lang)}#positions`);
    }
  });

  test("the posting is valid until after it was posted, and the text can never close its <script>", () => {
    expect(Date.parse(site.jobs.validThrough)).toBeGreaterThan(Date.parse(site.jobs.datePosted));
    const json = jsonLdText(jobPostings(careers.en.positions, "en"));
    expect(json).not.toContain("<");
    expect((JSON.parse(json) as ReturnType<typeof jobPostings>)[0]!.description).toMatch(/^<p>/);
  });
});
