import { DATA_IMPORT_POLL_MS, type DataImportStatus } from "@atelier/domain/data/data-import.schema";

/** Created (its job is queued) or Running: the feed will still change by itself. */
export function isDataImportRunning(status: DataImportStatus): boolean {
  return status === "Created" || status === "Running";
}

/** How often one feed is read again: every DATA_IMPORT_POLL_MS while its job is queued or runs, else never. */
export function dataImportPollInterval(status: DataImportStatus | undefined): number | false {
  return status !== undefined && isDataImportRunning(status) ? DATA_IMPORT_POLL_MS : false;
}
