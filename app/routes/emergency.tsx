import { emergency } from "~/content/contact/emergency";
import { PageHero } from "~/components/page-hero";
import { CallToAction } from "~/components/call-to-action";
import { EmergencyWarning } from "~/components/emergency/emergency-warning";
import { HotlineSection } from "~/components/emergency/hotline-section";
import { TriageSection } from "~/components/emergency/triage-section";
import { ResponseTimesSection } from "~/components/emergency/response-times-section";
import { HelpLinesSection } from "~/components/emergency/help-lines-section";
import { StormSection } from "~/components/emergency/storm-section";
import { contentFor, pageMeta } from "~/lib/page-data";
import type { Route } from "./+types/emergency";

export const loader = ({ request }: Route.LoaderArgs) => contentFor(emergency, request);
export const meta = pageMeta;

/** The 911 warning comes first, right under the heading, before the intro and the care line. */
export default function EmergencyPage({ loaderData: c }: Route.ComponentProps) {
  return (
    <>
      <PageHero head={c.head} afterHeading={<EmergencyWarning warning={c.warning} />} />
      <HotlineSection hotline={c.hotline} />
      <TriageSection triage={c.triage} />
      <HelpLinesSection helpLines={c.helpLines} />
      <StormSection storm={c.storm} />
      <ResponseTimesSection response={c.response} />
      <CallToAction />
    </>
  );
}
