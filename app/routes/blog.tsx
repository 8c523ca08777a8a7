import { blogIndex } from "~/content/blog/blog-index";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/blog";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(blogIndex, request);
export const meta = pageMeta;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={loaderData.head} />
      <CallToAction />
    </>
  );
}
