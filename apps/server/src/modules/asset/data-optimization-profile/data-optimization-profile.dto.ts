import type { OptimizationProfile } from "@atelier/domain/asset/optimization-profile.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";
import type { DataOptimizationProfileRow } from "../../../db/schema/assets";

/** The profile as the API shows it (part 3 "Optimization profile"). */
export function toProfileDto(row: DataOptimizationProfileRow): OptimizationProfile {
  return {
    dataOptimizationProfileId: row.id,
    name: row.name,
    description: row.description,
    profileJson: row.steps,
    etag: row.etag,
  };
}

/** A profile's write as the audit trail keeps it: resource `dataoptimizationprofile`. */
export function profileAuditWrite(
  action: AuditWrite["action"],
  before: OptimizationProfile | null,
  after: OptimizationProfile | null,
): AuditWrite {
  const profile = after ?? before;
  if (!profile) throw new Error("a profile audit write needs the profile before or after");
  return {
    resourceType: "dataoptimizationprofile",
    resourceId: profile.dataOptimizationProfileId,
    resourcePath: `dataoptimizationprofile/${profile.dataOptimizationProfileId}`,
    resourceLabel: profile.name,
    action,
    before,
    after,
  };
}
