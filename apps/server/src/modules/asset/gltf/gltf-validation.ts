import type { ValidatorReport } from "@atelier/domain/asset/optimization.schema";
import { type ValidationResult, validateBytes } from "gltf-validator";

/** How many of the validator's messages a report keeps (the counts cover them all). */
export const REPORT_MAX_MESSAGES = 50;

/** The validator's severities: 0 error, 1 warning, 2 information, 3 hint. */
export const SEVERITY = { error: 0, warning: 1, info: 2, hint: 3 } as const;

/** The validator's result as the optimisation keeps it: counts, and the first messages, errors first. */
export function toValidatorReport(result: ValidationResult): ValidatorReport {
  const { issues } = result;
  const messages = [...issues.messages]
    .sort((a, b) => a.severity - b.severity)
    .slice(0, REPORT_MAX_MESSAGES)
    .map((message) => ({
      code: message.code,
      message: message.message,
      severity: message.severity,
      pointer: message.pointer ?? "",
    }));
  return { errors: issues.numErrors, warnings: issues.numWarnings, infos: issues.numInfos, messages };
}

/** Checks a GLB with the Khronos glTF validator. */
export async function validateGlb(bytes: Uint8Array): Promise<ValidatorReport> {
  return toValidatorReport(await validateBytes(bytes, { format: "glb", maxIssues: 0 }));
}

/**
 * Checks a .gltf and the files it names (`resources`, by their relative uri) with the Khronos glTF
 * validator; a uri it names that is not among them is reported by the validator as an error.
 */
export async function validateGltf(
  json: Uint8Array,
  resources: ReadonlyMap<string, Uint8Array>,
): Promise<ValidatorReport> {
  const result = await validateBytes(json, {
    format: "gltf",
    maxIssues: 0,
    externalResourceFunction: async (uri) => {
      const found = resources.get(decodeURIComponent(uri));
      if (!found) throw new Error(`missing resource ${uri}`);
      return found;
    },
  });
  return toValidatorReport(result);
}
