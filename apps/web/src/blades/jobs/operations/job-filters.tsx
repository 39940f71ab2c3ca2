import { JOB_KINDS, JOB_STATUSES, jobStatusWord } from "@atelier/domain/shared/job.schema";
import { Group, Select } from "@mantine/core";
import type { JobFilter } from "../../../api/job";
import { JOB_KIND_NAMES, JOB_TEXTS } from "../common/job-texts";

const STATUS_OPTIONS = JOB_STATUSES.map((status) => ({ value: status, label: jobStatusWord(status) }));
const KIND_OPTIONS = JOB_KINDS.map((kind) => ({ value: kind, label: JOB_KIND_NAMES[kind] }));

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The Operations list's filters: a status and a kind, each 'any' when cleared. */
export function JobFilters({ filter, onChange }: { filter: JobFilter; onChange: (filter: JobFilter) => void }) {
  return (
    <Group gap="xs" grow>
      <Select
        size="xs"
        label={JOB_TEXTS.statusFilter}
        placeholder={JOB_TEXTS.anyStatus}
        data={STATUS_OPTIONS}
        value={filter.status ?? null}
        clearable
        onChange={(value) => onChange({ ...filter, status: isOneOf(JOB_STATUSES, value) ? value : undefined })}
        data-testid="job-status-filter"
      />
      <Select
        size="xs"
        label={JOB_TEXTS.kindFilter}
        placeholder={JOB_TEXTS.anyKind}
        data={KIND_OPTIONS}
        value={filter.kind ?? null}
        clearable
        onChange={(value) => onChange({ ...filter, kind: isOneOf(JOB_KINDS, value) ? value : undefined })}
        data-testid="job-kind-filter"
      />
    </Group>
  );
}
