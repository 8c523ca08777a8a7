/** Job openings (app/content/data/jobs/{en,es}/<id>.yml): staff add, change and remove them. */
import { z } from "zod";
import { count, lines, paragraph, text } from "./fields.ts";
import { licensedServiceIds, licensedServiceLabels } from "./settings.ts";

export const employmentTypes = ["FULL_TIME", "PART_TIME"] as const;

export const jobFactsSchema = z.strictObject({
  order: count(1).meta({ title: "Place in the list", description: "1 is shown first." }),
  employmentType: z
    .array(z.enum(employmentTypes, { error: "expected FULL_TIME or PART_TIME" }), { error: "expected a list" })
    .min(1, { error: "expected at least one" })
    .meta({ title: "Hours", labels: { FULL_TIME: "Full-time", PART_TIME: "Part-time" } }),
  service: z
    .enum(licensedServiceIds, { error: `expected one of ${licensedServiceIds.join(", ")}` })
    .optional()
    .meta({
      title: "Licensed service",
      description: "The service the job works in: the posting shows only while the agency's license lists it.",
      labels: licensedServiceLabels,
    }),
});

export const jobWordsSchema = z.strictObject({
  title: text().meta({ title: "Job title" }),
  department: text().meta({ title: "Department" }),
  summary: paragraph().meta({ title: "Summary", description: "One or two sentences: what the job is." }),
  requirements: lines().meta({ title: "What you need" }),
  responsibilities: lines().meta({ title: "What you will do" }),
});

export type JobFacts = z.output<typeof jobFactsSchema> & { id: string };
export type JobWords = z.output<typeof jobWordsSchema>;
export type EmploymentType = (typeof employmentTypes)[number];
