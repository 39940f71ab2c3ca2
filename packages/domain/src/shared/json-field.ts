import { z } from "zod";
import { findInputProblems, JSON_MAX_DEPTH, TEXT_MAX } from "./input-limits";

/**
 * Adds an issue for each part of a JSON value no schema may accept (a text with a NUL or a lone
 * surrogate, a text over TEXT_MAX.notes, nesting deeper than JSON_MAX_DEPTH), on the part's path.
 * Iterative: a value nested thousands of levels deep is refused without deep recursion.
 */
export function checkJsonLimits(value: unknown, ctx: z.RefinementCtx): void {
  for (const problem of findInputProblems(value, { maxDepth: JSON_MAX_DEPTH, maxStringLength: TEXT_MAX.notes })) {
    ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  }
}

/**
 * Any JSON value, one recursive schema named `JsonValue` in the API document: its recursion refers to this
 * very instance, so the document can point at it (a schema built per field would be an unnamed cycle).
 */
export const JsonValue = z.json();
z.globalRegistry.add(JsonValue, { id: "JsonValue" });

/** Any JSON value, within the limits of `checkJsonLimits`; the recursive parse only runs on a bounded value. */
export function jsonValue() {
  return z.unknown().superRefine(checkJsonLimits).pipe(JsonValue);
}
