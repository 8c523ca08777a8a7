import { site } from "~/content/site";
import { locales, type Lang } from "~/i18n/lang";
import { absoluteUrl, ogImage } from "~/lib/meta";
import type { PagePath } from "~/pages";
import type { JsonLdObject } from "./json-ld";

/** The facts of an article that its BlogPosting needs (all from its Markdown frontmatter). */
export interface BlogPostingInput {
  path: PagePath;
  lang: Lang;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** null while the author is a sample: the agency itself is named as the author. */
  author: string | null;
  credential: string | null;
  role: string;
  /** The last review (dateModified), when the article has one. */
  review?: { date: string };
  categoryName: string;
  tags: string[];
  words: number;
}

/** The agency as publisher; every value comes from the config. */
export function publisher() {
  return {
    "@type": "Organization",
    "@id": `${site.origin}/#organization`,
    name: site.name,
    url: `${site.origin}/`,
    logo: { "@type": "ImageObject", url: `${site.origin}/apple-touch-icon.png`, width: 180, height: 180 },
  };
}

/**
 * BlogPosting for an article page (https://schema.org/BlogPosting, Google's Article guidelines):
 * headline, description, dates (modified: the last review), the author with her credential (the agency
 * itself while the author is a sample), the agency as publisher, an image,
 * the language and the page it describes.
 */
export function blogPosting(input: BlogPostingInput): JsonLdObject {
  const url = absoluteUrl(input.path, input.lang);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    datePublished: input.date,
    dateModified: input.review && input.review.date > input.date ? input.review.date : input.date,
    author:
      input.author === null
        ? { "@type": "Organization", "@id": `${site.origin}/#organization`, name: site.name }
        : {
            "@type": "Person",
            name: input.author,
            honorificSuffix: input.credential,
            jobTitle: input.role,
            worksFor: { "@id": `${site.origin}/#organization` },
          },
    publisher: publisher(),
    image: { "@type": "ImageObject", url: site.origin + ogImage.path, width: ogImage.width, height: ogImage.height },
    inLanguage: locales[input.lang].og.replace("_", "-"),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: input.categoryName,
    keywords: input.tags.join(", "),
    wordCount: input.words,
  };
}
