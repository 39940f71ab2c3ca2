import type { ReferenceData } from "@atelier/domain/data/reference-data.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";

/** The API path of a reference data below /api/v1, where its history is read. */
export const referenceDataPath = (reference: Pick<ReferenceData, "dataType" | "referenceDataId">) =>
  `referencedata/${reference.dataType}/${reference.referenceDataId}`;

/** A reference data's write as the audit trail keeps it (without parsed rows or its file history). */
export function referenceDataAuditWrite(
  action: AuditWrite["action"],
  before: ReferenceData | null,
  after: ReferenceData | null,
): AuditWrite {
  const reference = after ?? before;
  if (!reference) throw new Error("a reference data audit write needs it before or after");
  const kept = (value: ReferenceData | null) => {
    if (!value) return null;
    const { parsed: _parsed, recentFileHistory: _history, ...rest } = value;
    return rest;
  };
  return {
    resourceType: "referencedata",
    resourceId: reference.referenceDataId,
    resourcePath: referenceDataPath(reference),
    resourceLabel: reference.name,
    action,
    before: kept(before),
    after: kept(after),
  };
}
