/**
 * The care line rule (decision: the 24/7 line is a care line, not emergency medical service): the
 * warnings keep telling people to call 911, and the care line's own labels never call it an
 * emergency line, so no one calls it instead of 911. The editor, the server and the build refuse a
 * change that breaks it.
 */
import type { z } from "zod";

export const says911 = (text: z.ZodString) =>
  text.refine((value) => /\b911\b/.test(value), { error: "must keep telling people to call 911" });

export const careLineLabel = (text: z.ZodString) =>
  text.refine((value) => !/emergenc/i.test(value), {
    error: "the care line is not an emergency service: leave out “emergency” (911 is)",
  });
