import { careers } from "~/content/careers";
import { resumeField } from "~/content/file-fields";
import { PageHero } from "~/components/page-hero";
import { JsonLd } from "~/components/json-ld";
import { buttonClass } from "~/components/ui/button";
import { WhySection } from "~/components/careers/why-section";
import { BenefitsSection } from "~/components/careers/benefits-section";
import { PositionsSection } from "~/components/careers/positions-section";
import { TeamSection } from "~/components/careers/team-section";
import { HiringProcess } from "~/components/careers/hiring-process";
import { ApplicationSection } from "~/components/careers/application-section";
import { CareersClosing } from "~/components/careers/careers-closing";
import { takesFiles } from "~/lib/delivery";
import { fileRules, uploadField } from "~/lib/forms/files";
import { contentFor, pageMeta, requestLang } from "~/lib/page-data";
import { pagePhoto } from "~/content/photos.server";
import { photoMarkup } from "~/components/photo.server";
import { jobPostings } from "~/lib/structured-data/job-posting";
import type { Route } from "./+types/careers";

/**
 * Runs at build time: the page's words, the résumé field's (unless the forms post to a form
 * service, where no files go) and its JobPosting structured data, in the page's language.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const content = contentFor(careers, request);
  const resume = takesFiles() ? uploadField(fileRules.application, contentFor(resumeField, request)) : null;
  const lang = requestLang(request);
  return {
    ...content,
    resume,
    jobPostings: jobPostings(content.positions, lang),
    photo: photoMarkup(pagePhoto("careers", lang), "page", { load: "eager" }),
  };
};
export const meta = pageMeta;

export default function CareersPage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={content.head} photo={content.photo}>
        <a href="#positions" className={buttonClass("primary")}>
          {content.heroLinks.positions}
        </a>
        <a href="#benefits" className={buttonClass("secondary")}>
          {content.heroLinks.benefits}
        </a>
      </PageHero>
      <WhySection why={content.why} />
      <BenefitsSection benefits={content.benefits} />
      <PositionsSection positions={content.positions} />
      <TeamSection team={content.team} />
      <HiringProcess process={content.process} staffing={content.staffing} />
      <ApplicationSection content={content} />
      <CareersClosing closing={content.closing} />
      {content.jobPostings.map((posting) => (
        <JsonLd key={String(posting.identifier.value)} data={posting} />
      ))}
    </>
  );
}
