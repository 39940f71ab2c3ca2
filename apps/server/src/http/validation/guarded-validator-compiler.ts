import { findInputProblems, INPUT_MAX_DEPTH, INPUT_STRING_MAX_LENGTH } from "@atelier/domain/shared/input-limits";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";

/**
 * The limits every request part is held to before its route's schema reads it: a NUL character or a
 * lone surrogate anywhere (values and keys), a string over INPUT_STRING_MAX_LENGTH, or nesting deeper
 * than INPUT_MAX_DEPTH is an issue on the field's path. The walk is iterative, so a body nested
 * thousands of levels deep never reaches zod's recursive parse.
 */
const LIMITS = { maxDepth: INPUT_MAX_DEPTH, maxStringLength: INPUT_STRING_MAX_LENGTH };
/** Whether an input has any problem: the walk stops at the first. */
const FIRST_PROBLEM = { ...LIMITS, maxProblems: 1 };

export const InputGuard = z.unknown().superRefine((data, ctx) => {
  for (const problem of findInputProblems(data, LIMITS)) {
    ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  }
});

/**
 * fastify-type-provider-zod's validator compiler behind the input guard: body, querystring, params and
 * headers are walked once, then parsed by the route's schema. The guard fails the way a schema does,
 * so the error handler answers the usual 400 with modelState keyed by the field path.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const guard = validatorCompiler({ ...route, schema: InputGuard });
  const validate = validatorCompiler(route);
  // The walk alone decides; zod's guard runs only to word the answer of an input that has problems.
  return (data) => (findInputProblems(data, FIRST_PROBLEM).length > 0 ? guard(data) : validate(data));
};
