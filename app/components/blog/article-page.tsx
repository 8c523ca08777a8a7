import { Link } from "react-router";
import type { Article } from "~/content/blog/articles.server";
import type { ArticleLabels } from "~/content/blog/labels";
import { site } from "~/content/site";
import { useLanguage } from "~/i18n/language-context";
import { fill } from "~/lib/format";
import { Container } from "~/components/ui/container";
import { ButtonLink, CallButton } from "~/components/ui/button";
import { Art } from "~/components/art/art";
import { Prose } from "~/components/prose/prose";

export interface ArticleView extends Article {
  dateText: string;
  /** The illustration's SVG markup (drawn at build time). */
  imageSvg: string;
  labels: ArticleLabels;
}

/** An article: back link, category, title, author line, date, read time, illustration, body, call box. */
export function ArticlePage({ article }: { article: ArticleView }) {
  const { href } = useLanguage();
  const { labels } = article;
  return (
    <article>
      <header className="border-b border-line bg-brand-50">
        <Container className="py-10 sm:py-14">
          <Link to={href("/blog")} className="font-bold underline underline-offset-4">
            <span aria-hidden="true">← </span>
            {labels.backToBlog}
          </Link>
          <p className="mt-6">
            <span className="inline-block rounded-full bg-accent-100 px-3 py-1 font-bold text-accent-900">
              {article.categoryName}
            </span>
          </p>
          <h1 className="mt-4 max-w-4xl text-4xl sm:text-5xl">{article.title}</h1>
          <p className="mt-5 text-lg">
            {labels.by} <strong>{article.author}</strong>, {article.credential} · {article.role}
          </p>
          <p className="mt-1 text-lg">
            {labels.published} <time dateTime={article.date}>{article.dateText}</time> ·{" "}
            {fill(labels.readTime, { n: article.readMinutes })}
          </p>
        </Container>
      </header>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,42rem)_1fr]">
          <div>
            <figure className="overflow-hidden rounded-2xl bg-brand-100">
              <Art svg={article.imageSvg} />
              <figcaption className="sr-only">{article.imageAlt}</figcaption>
            </figure>
            <Prose html={article.introHtml} className="mt-8 text-xl" />
            <Prose html={article.bodyHtml} className="mt-8" />
          </div>
          <aside
            aria-labelledby="call-box-heading"
            className="self-start rounded-2xl bg-brand-800 p-6 text-white lg:sticky lg:top-40"
          >
            <h2 id="call-box-heading" className="text-2xl text-white">
              {labels.callBoxHeading}
            </h2>
            <p className="mt-3 text-brand-50">{labels.callBoxBody}</p>
            <div className="mt-5 flex flex-col gap-3">
              <CallButton phone={site.phones.main} variant="light">
                {fill(labels.call, { phone: site.phones.main.display })}
              </CallButton>
              <ButtonLink to={article.cta.path} variant="outlineLight">
                {article.cta.label}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Container>
    </article>
  );
}
