import {
  DATA_IMPORT_ITEM_KINDS,
  type DataImport,
  type DataImportCounts,
  type DataImportItem,
  type DataImportItemKind,
} from "@atelier/domain/data/data-import.schema";
import { hasChanges } from "@atelier/domain/data/import/import-tally";
import type { AuditWrite } from "../../../audit/audit-recorder";
import type { DataImportItemRow, DataImportRow } from "../../../db/schema/data-imports";

/** The feed as the API shows it (part 3 "Data feed"); its file is read from `dataimport/{id}/source`. */
export function toDataImportDto(row: DataImportRow): DataImport {
  return {
    dataImportId: row.id,
    jobStatusId: row.jobId,
    name: row.name,
    created: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    status: row.status,
    stage: row.stage,
    format: row.format,
    mimeType: row.mimeType,
    size: row.size,
    summary: row.summary,
    log: row.log,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    canApply: row.status === "Success" && row.stage === "Planned" && hasChanges(row.summary),
    canUndo: row.status === "Success" && row.stage === "Applied",
    etag: row.etag,
  };
}

/** Where each kind's items start in a feed's stored numbering. */
export type ItemOffsets = Record<DataImportItemKind, number>;

/**
 * Items are stored with one numbering over the whole file (the catalogue's kinds, options, products, versions);
 * the API numbers each item within its own list, counting from its list's start
 * (docs/decisions/data-import-item-order.md).
 */
export function toDataImportItemDto(row: DataImportItemRow, offsets: ItemOffsets): DataImportItem {
  return {
    index: row.index - offsets[row.kind],
    kind: row.kind,
    code: row.code,
    outcome: row.outcome,
    changes: row.changes,
    refusals: row.refusals,
  };
}

const total = (counts: DataImportCounts | undefined) =>
  counts ? counts.added + counts.changed + counts.unchanged + counts.refused : 0;

/** Where each kind of a feed's items starts: after every item of the kinds before it that its dry run read. */
export function itemOffsetsOf(row: DataImportRow): ItemOffsets {
  const offsets = {} as ItemOffsets;
  let start = 0;
  for (const kind of DATA_IMPORT_ITEM_KINDS) {
    offsets[kind] = start;
    start += total(row.summary?.[kind]);
  }
  return offsets;
}

/**
 * A feed's write as the audit trail keeps it: resource `dataimport`, labelled by the file's name, with its
 * state and counts (not its log). Apply and undo write one entry per import, not one per item
 * (docs/decisions/data-import-audit.md).
 */
export function dataImportAuditWrite(
  action: AuditWrite["action"],
  before: DataImport | null,
  after: DataImport | null,
): AuditWrite {
  const shown = after ?? before;
  if (!shown) throw new Error("a data import audit write needs it before or after");
  const slim = (dto: DataImport | null) => dto && { ...dto, log: undefined, canApply: undefined, canUndo: undefined };
  return {
    resourceType: "dataimport",
    resourceId: shown.dataImportId,
    resourcePath: `dataimport/${shown.dataImportId}`,
    resourceLabel: shown.name,
    action,
    before: slim(before),
    after: slim(after),
  };
}
