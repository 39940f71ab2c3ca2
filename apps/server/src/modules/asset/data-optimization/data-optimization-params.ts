import { z } from "zod";

export const optimizationTags = ["dataoptimization"];
export const OptimizationParams = z.object({ id: z.string() });

/** A result file's name as the runner writes them: letters, digits, '-', '_' and dots, not starting with a dot. */
export const RESULT_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;
export const OptimizationFileParams = OptimizationParams.extend({
  file: z.string().regex(RESULT_FILE_NAME, { error: "There is no result file of that name." }),
});
