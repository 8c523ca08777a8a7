import type { LegalPage } from "~/content/legal/legal.server";
import { Container } from "~/components/ui/container";
import { Prose } from "~/components/prose/prose";
import { PageHero } from "~/components/page-hero";

/** A legal page: its heading, the introduction and the sections, from its Markdown file. */
export interface LegalView extends LegalPage {
  updatedText: string;
  labels: { updated: string };
}

export function LegalPageView({ page }: { page: LegalView }) {
  return (
    <>
      <PageHero head={page.head} />
      <Container className="py-10 sm:py-14">
        <p className="text-lg">
          {page.labels.updated} <time dateTime={page.updated}>{page.updatedText}</time>
        </p>
        <Prose html={page.introHtml} className="mt-6 text-xl" />
        <Prose html={page.bodyHtml} className="mt-8" />
      </Container>
    </>
  );
}
