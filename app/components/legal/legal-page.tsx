import type { LegalPage } from "~/content/legal/legal.server";
import type { LegalLabels } from "~/content/legal/labels";
import { Container } from "~/components/ui/container";
import { Prose } from "~/components/prose/prose";
import { PageHero } from "~/components/page-hero";

/** A legal page: its heading, the date, the introduction, a list of its sections and the sections. */
export interface LegalView extends LegalPage {
  updatedText: string;
  effectiveText?: string;
  labels: LegalLabels;
}

export function LegalPageView({ page }: { page: LegalView }) {
  return (
    <>
      <PageHero head={page.head} />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-x-12 lg:grid-cols-[minmax(0,42rem)_1fr]">
          <div>
            {page.effective && page.effectiveText && (
              <p className="text-lg">
                {page.labels.effective} <time dateTime={page.effective}>{page.effectiveText}</time>
              </p>
            )}
            <p className="text-lg">
              {page.labels.updated} <time dateTime={page.updated}>{page.updatedText}</time>
            </p>
            <Prose html={page.introHtml} className="mt-6" />
          </div>
          <LegalContents page={page} />
          <Prose html={page.bodyHtml} className="mt-4" />
        </div>
      </Container>
    </>
  );
}

/** "On this page": a link to each section, so a long notice can be read a part at a time. */
function LegalContents({ page }: { page: LegalView }) {
  if (page.sections.length < 3) return null;
  return (
    <nav
      aria-labelledby="legal-contents"
      className="mt-10 max-w-2xl self-start rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-40 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
    >
      <h2 id="legal-contents" className="text-2xl">
        {page.labels.contents}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        {page.sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="underline underline-offset-4 hover:text-brand-700"
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}
