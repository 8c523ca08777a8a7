import type { Article } from "~/content/blog/articles.server";
import type { ArticleLabels } from "~/content/blog/labels";
import { fill } from "~/i18n/format";
import { ExternalLink } from "~/components/ui/external-link";

/** Below a health article: when it was last reviewed and by whom, when it is due again, and its sources. */
export function ArticleSources({ article, labels }: { article: Article; labels: ArticleLabels }) {
  const { review } = article;
  const [reviewedBefore, reviewedAfter] = labels.reviewed.split("{date}");
  const [nextBefore, nextAfter] = labels.nextReview.split("{date}");
  return (
    <div className="mt-10 border-t border-line pt-6">
      <p>
        {reviewedBefore}
        <time dateTime={review.date}>{review.dateText}</time>
        {fill(reviewedAfter ?? "", { by: review.by })} {nextBefore}
        <time dateTime={review.next}>{review.nextText}</time>
        {nextAfter}
      </p>
      <h2 className="mt-6 text-2xl">{labels.sources}</h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6">
        {article.sources.map((source) => (
          <li key={source.url}>
            <ExternalLink href={source.url} className="underline underline-offset-4 hover:text-brand-700">
              {source.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
