import { Link } from "react-router";
import type { LinkItem, RelatedBlock } from "~/content/services/types";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import { useLanguage } from "~/i18n/language-context";

function LinkList({ headingId, heading, links }: { headingId: string; heading: string; links: LinkItem[] }) {
  const { href } = useLanguage();
  return (
    <div>
      <h3 id={headingId} className="text-2xl">
        {heading}
      </h3>
      <ul className="mt-4 grid gap-4" aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.to} className="rounded-2xl border border-line bg-white p-5">
            <Link
              to={href(link.to)}
              className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-800 underline"
            >
              {link.title}
              <Icon name="arrowRight" className="size-5" />
            </Link>
            <p className="mt-1">{link.body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Related services and blog articles at the end of a service page. */
export function RelatedSection({ related }: { related: RelatedBlock }) {
  return (
    <Section id="related" headingId="related-heading">
      <SectionHeading id="related-heading" title={related.heading} />
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        <LinkList headingId="related-services" heading={related.servicesHeading} links={related.services} />
        <LinkList headingId="related-articles" heading={related.articlesHeading} links={related.articles} />
      </div>
    </Section>
  );
}
