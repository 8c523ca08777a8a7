import type { z } from "zod";

/** One line per problem: "<file>: <field>: <what was expected>, got <value>". */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const at = (keys: PropertyKey[]) => (keys.length ? keys.map(String).join(".") : "(the whole file)");
    if (issue.code === "unrecognized_keys")
      return issue.keys.map((key) => `${file}: ${at([...issue.path, key])}: not a field of this kind of file`);
    const input = (issue as { input?: unknown }).input;
    if (input === undefined && issue.code === "invalid_type")
      return [`${file}: ${at(issue.path)}: missing (${issue.message})`];
    return [`${file}: ${at(issue.path)}: ${issue.message}, got ${show(input)}`];
  });
}

function show(value: unknown): string {
  if (typeof value === "string") return `'${value}'`;
  if (value === null) return "nothing";
  return JSON.stringify(value) ?? String(value);
}
