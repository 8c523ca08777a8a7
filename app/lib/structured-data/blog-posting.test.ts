import { describe, expect, test } from "vitest";
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { site } from "~/content/site";
import { article } from "~/content/blog/articles.server";
import { langs } from "~/i18n/lang";
import { articleSlugs } from "~/pages";
import { absoluteUrl } from "~/lib/meta";
import { JsonLd } from "~/components/json-ld";
import { blogPosting } from "./blog-posting";
import { jsonLdText } from "./json-ld";

const cases = articleSlugs.flatMap((slug) => langs.map((lang) => ({ slug, lang, article: article(slug, lang) })));
const posting = ({ slug, lang, article }: (typeof cases)[number]) =>
  blogPosting({ ...article, path: `/blog/${slug}`, lang, description: article.head.description });

describe("BlogPosting JSON-LD", () => {
  test.each(cases)("$lang $slug: parses and carries the article's facts", (c) => {
    const { article, lang, slug } = c;
    const html = renderToStaticMarkup(createElement(JsonLd, { data: posting(c) }));
    const script = new JSDOM(html).window.document.querySelector('script[type="application/ld+json"]')!;
    const data = JSON.parse(script.textContent!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.head.description,
      datePublished: article.date,
      inLanguage: lang === "en" ? "en-US" : "es-US",
      author:
        article.author === null
          ? { "@type": "Organization", name: site.name }
          : { "@type": "Person", name: article.author, honorificSuffix: article.credential, jobTitle: article.role },
      publisher: { "@type": "Organization", name: site.name, url: `${site.origin}/` },
      mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(`/blog/${slug}`, lang) },
    });
    expect(data.image.url).toMatch(new RegExp(`^${site.origin}/`));
    expect(data.publisher.logo.url).toMatch(new RegExp(`^${site.origin}/`));
  });

  test("a sample author is never named as a person: the agency is, with no credential", () => {
    expect(site.authors["director-of-nursing"].sample).toBe(true); // else this test proves less
    const data = posting(cases[0]!) as unknown as { author: Record<string, unknown> };
    expect(data.author["@type"]).toBe("Organization");
    expect(JSON.stringify(data)).not.toContain(site.authors["director-of-nursing"].credential);
  });

  test("text can never close the script element", () => {
    const text = jsonLdText({ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text).name).toBe("</script><b>");
  });
});
