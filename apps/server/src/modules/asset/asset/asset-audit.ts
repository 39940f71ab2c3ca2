import type { Asset } from "@atelier/domain/asset/asset.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";

/** An asset's write as the audit trail keeps it: resource `asset`, path `asset/{name}`. */
export function assetAuditWrite(action: AuditWrite["action"], before: Asset | null, after: Asset | null): AuditWrite {
  const asset = after ?? before;
  if (!asset) throw new Error("an asset audit write needs the asset before or after");
  return {
    resourceType: "asset",
    resourceId: asset.name,
    resourcePath: `asset/${asset.name}`,
    resourceLabel: asset.name,
    action,
    before,
    after,
  };
}
