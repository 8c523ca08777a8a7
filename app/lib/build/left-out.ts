/**
 * What a build on a real origin leaves out (content/samples.ts): every sample among the facts the
 * pages drop while samples (figures, ratings, reviews, team quotes, promises of time, the founding
 * year, regulatory lines, the office hours, the insurers, an office's street, ZIP code, phone and
 * position, an office's license). The build prints the list, so whoever publishes knows what the site no
 * longer says and why; the launch check (./launch-check.ts) stays the list of what to fill in.
 */
import { civilRights, site } from "~/content/site";
import { isDemoOrigin } from "~/content/samples";
import { describeFact, DROPPED, findSamples } from "./config-samples";

/** The whole config this build reads: `site` and the facts kept out of it. */
const thisBuild = { ...site, civilRights };

export interface LeftOut {
  /** The samples this build leaves out of every page: "claims.rating  4.9". */
  dropped: string[];
  /** Samples the pages still publish (an offer): fill them in. */
  kept: string[];
}

export function leftOut(config: { origin: string }): LeftOut {
  const samples = findSamples(config).map(({ path, fact }) => ({ path, value: describeFact(fact) }));
  const demo = isDemoOrigin(config.origin);
  const line = (s: { path: string; value: string }) => `${s.path}  ${s.value}`;
  return {
    dropped: samples
      .filter(
        (s) => DROPPED.test(s.path) && (!demo || /^(regulatory\.|authors\.|offices\[[^\]]+\]\.license$)/.test(s.path)),
      )
      .map(line),
    kept: samples.filter((s) => !DROPPED.test(s.path)).map(line),
  };
}

/** The list as the build prints it; nothing on the demo, where samples show marked "Sample". */
export function formatLeftOut(config: { origin: string } = thisBuild): string | null {
  if (isDemoOrigin(config.origin)) return null;
  const { dropped, kept } = leftOut(config);
  const lines = [
    `Samples left out of every page, page data, meta description, JSON-LD and feed (${config.origin} is a real origin): ${dropped.length}`,
    ...dropped.map((d) => `  ${d}`),
  ];
  if (kept.length > 0)
    lines.push(
      `Samples still published as the agency's own (fill them in before launch; \`npm run check:launch\`): ${kept.length}`,
      ...kept.map((k) => `  ${k}`),
    );
  return lines.join("\n");
}
