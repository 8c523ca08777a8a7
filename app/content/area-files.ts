/**
 * The area pages decided from the data files' text (app/pages.ts, where React Router reads its
 * route list without the site's virtual modules): the rule is ./area-licensing.ts.
 */
import { parse } from "yaml";
import { notLicensedFor, type LicensingArea, type LicensingOffice } from "./area-licensing";

/**
 * The slugs of the area files that may be advertised, from the files' text: `files` maps each
 * English area file's path to its YAML, `settings` settings.yml's path to its YAML.
 */
export function advertisedSlugs(files: Record<string, string>, settings: Record<string, string>): string[] {
  const [text] = Object.values(settings);
  if (text === undefined) throw new Error("app/content/data/settings.yml is missing");
  const { offices } = parse(text) as { offices: LicensingOffice[] };
  return Object.entries(files)
    .filter(([file]) => file.endsWith(".yml"))
    .map(([file, text]) => ({
      ...(parse(text) as Omit<LicensingArea, "id">),
      id: file.slice(file.lastIndexOf("/") + 1, -4),
    }))
    .filter((area) => notLicensedFor(area, offices) === null)
    .map((area) => area.id);
}
