/**
 * The care line rule kept in the data: the editor's save (the server's check, the build alike)
 * refuses a 911 warning that no longer says 911, and a care line label that says "emergency".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { checkChanges } from "../../../../server/editor/check";
import type { ContactWords } from "./contact";
import type { EmergencyWords } from "./contact-emergency";

const root = path.resolve(import.meta.dirname, "../../../..");

function saved<W>(file: string, change: (data: Record<"en" | "es", W>) => void): string[] {
  const data = parse(readFileSync(path.join(root, file), "utf8")) as Record<"en" | "es", W>;
  change(data);
  return checkChanges(root, new Map([[file, stringify(data)]]));
}

test("the care line page's 911 lines must keep saying 911", () => {
  const file = "app/content/data/pages/contact-emergency.yml";
  expect(saved(file, () => {})).toEqual([]);
  const problems = saved<EmergencyWords>(file, (d) => {
    d.es.warning.callLabel = "Llame a una ambulancia";
    d.en.triage.emergencyHeading = "Call for a medical emergency";
  });
  expect(problems).toHaveLength(2);
  expect(problems.join("\n")).toMatch(/es\.warning\.callLabel: must keep telling people to call 911/);
  expect(problems.join("\n")).toMatch(/en\.triage\.emergencyHeading: must keep telling people to call 911/);
});

test("the care line is never labelled an emergency line", () => {
  const problems = saved<EmergencyWords>("app/content/data/pages/contact-emergency.yml", (d) => {
    d.en.hotline.heading = "Our 24/7 emergency line";
    d.es.head.title = "Línea de emergencias 24/7";
  });
  expect(problems).toHaveLength(2);
  expect(problems.join("\n")).toMatch(/en\.hotline\.heading: the care line is not an emergency service/);
  const contact = saved<ContactWords>("app/content/data/pages/contact.yml", (d) => {
    d.en.emergency.call = "Emergency line";
    d.en.emergency.warning = "If someone is in danger, call us first.";
  });
  expect(contact).toHaveLength(2);
});
