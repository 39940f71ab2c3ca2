import type { DataImport, DataImportStage, DataImportStatus } from "@atelier/domain/data/data-import.schema";
import { Badge, Group, Loader, type MantineColor } from "@mantine/core";
import { isDataImportRunning } from "../../../api/data/data-import-polling";
import { TONES } from "../../../app/theme-tokens";
import { BATCH_TEXTS } from "./batch-texts";

/** A status's colour, as the optimisation states are: queued quiet, running worked on, then done or failed. */
export const DATA_IMPORT_STATUS_COLORS: Record<DataImportStatus, MantineColor> = {
  Created: TONES.neutral,
  Running: TONES.info,
  Success: TONES.success,
  Exception: TONES.danger,
};

/** Planned is the dry run only; Applied wrote the items; Undone put them back. */
const STAGE_COLORS: Record<DataImportStage, MantineColor> = {
  Planned: TONES.info,
  Applied: TONES.success,
  Undone: TONES.neutral,
};

/** A feed's status (with a spinner while its job is queued or runs) and its stage. */
export function DataImportBadges({ feed }: { feed: Pick<DataImport, "status" | "stage"> }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge
        size="md"
        variant="light"
        color={DATA_IMPORT_STATUS_COLORS[feed.status]}
        leftSection={isDataImportRunning(feed.status) ? <Loader size={10} color="currentColor" /> : undefined}
        style={{ overflow: "visible" }}
        data-testid="data-import-status"
        data-status={feed.status}
      >
        {BATCH_TEXTS.status[feed.status]}
      </Badge>
      <Badge
        size="md"
        variant="outline"
        color={STAGE_COLORS[feed.stage]}
        title={BATCH_TEXTS.stageLabel}
        data-testid="data-import-stage"
        data-stage={feed.stage}
      >
        {BATCH_TEXTS.stage[feed.stage]}
      </Badge>
    </Group>
  );
}
