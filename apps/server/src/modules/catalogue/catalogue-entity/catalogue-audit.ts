import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";

/** How a catalogue resource is named in the audit trail: its API path word, and what an entry calls an item. */
export interface CatalogueAuditNames<Dto> {
  /** The resource's path word under /api/v1 (`site`, `componentoption` ...): the entries' resource type. */
  resourceType: string;
  /** The item's name or code, as an entry shows it. */
  labelOf(dto: Dto): string;
}

/**
 * The audit write of one catalogue item, at its API path `{resourceType}/{id}`: `before` is null for a
 * creation and `after` null for a removal.
 */
export function catalogueAuditWrite<Dto>(
  names: CatalogueAuditNames<Dto>,
  id: string,
  action: AuditAction,
  before: Dto | null,
  after: Dto | null,
): AuditWrite {
  const shown = after ?? before;
  return {
    resourceType: names.resourceType,
    resourceId: id,
    resourcePath: `${names.resourceType}/${id}`,
    resourceLabel: shown === null ? "" : names.labelOf(shown),
    action,
    before,
    after,
  };
}
