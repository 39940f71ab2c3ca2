import { DATA_IMPORT_POLL_MS, type DataImport } from "@atelier/domain/data/data-import.schema";
import { isDataImportRunning } from "../../../api/data/data-import-polling";
import { useJobStatus } from "../../../api/job";
import { JobProgress } from "../../jobs/common/job-progress";

/** While a feed's job is queued or runs: its job's percent done, read as often as the feed. */
export function DataImportProgress({ feed }: { feed: DataImport }) {
  const running = isDataImportRunning(feed.status);
  const job = useJobStatus(running ? (feed.jobStatusId ?? undefined) : undefined, DATA_IMPORT_POLL_MS);
  if (!running || job.data === undefined) return null;
  return <JobProgress job={job.data} width="100%" />;
}
