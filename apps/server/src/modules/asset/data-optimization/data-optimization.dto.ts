import type { Optimization } from "@atelier/domain/asset/optimization.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";
import type { DataOptimizationRow } from "../../../db/schema/assets";

/** Where the API serves an optimisation's files. */
export const optimizationPath = (id: string) => `/api/v1/dataoptimization/${encodeURIComponent(id)}`;

/**
 * The optimisation as the API shows it (part 3 "Optimization"): createdBy is the uploader's name, optimizationMethod is the chosen profile,
 * availableOptimizationMethods the company's profiles; previewUrl serves the upload, resultUrl the result's
 * main file, whose relative references (a .gltf's .bin and images) resolve beside it.
 */
export function toOptimizationDto(
  row: DataOptimizationRow,
  available: readonly { id: string; name: string }[],
): Optimization {
  const path = optimizationPath(row.id);
  return {
    dataOptimizationId: row.id,
    name: row.name,
    status: row.status,
    created: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    optimizationMethod: row.profileId,
    availableOptimizationMethods: [...available],
    message: row.message,
    resultUrl:
      row.status === "Success" && row.resultName ? `${path}/result/${encodeURIComponent(row.resultName)}` : null,
    previewUrl: `${path}/source`,
    log: row.log,
    before: row.before ?? null,
    after: row.after ?? null,
    validator: row.validator ?? null,
    etag: row.etag,
  };
}

/** An optimisation's write as the audit trail keeps it: resource `dataoptimization`, without its log. */
export function optimizationAuditWrite(
  action: AuditWrite["action"],
  before: Optimization | null,
  after: Optimization | null,
): AuditWrite {
  const optimization = after ?? before;
  if (!optimization) throw new Error("an optimisation audit write needs it before or after");
  const slim = (dto: Optimization | null) =>
    dto && { ...dto, log: undefined, validator: undefined, availableOptimizationMethods: undefined };
  return {
    resourceType: "dataoptimization",
    resourceId: optimization.dataOptimizationId,
    resourcePath: `dataoptimization/${optimization.dataOptimizationId}`,
    resourceLabel: optimization.name,
    action,
    before: slim(before),
    after: slim(after),
  };
}
