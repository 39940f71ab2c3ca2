import {
  DATA_IMPORT_ITEM_KINDS,
  DATA_IMPORT_OUTCOMES,
  type DataImportItemKind,
  type DataImportOutcome,
  type DataImportSummary,
} from "@atelier/domain/data/data-import.schema";
import { Badge, Group, type MantineColor, Stack, Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";
import { BATCH_TEXTS } from "./batch-texts";

/** An outcome's colour: what is written (added, changed), what is left alone, what cannot be imported. */
export const OUTCOME_COLORS: Record<DataImportOutcome, MantineColor> = {
  added: TONES.success,
  changed: TONES.info,
  unchanged: TONES.neutral,
  refused: TONES.danger,
};

/** A feed's summary: per kind with items, how many are added, changed, unchanged and refused. */
export function DataImportCounts({ summary }: { summary: DataImportSummary | null }) {
  if (summary === null) {
    return (
      <Text size="xs" c="dimmed">
        {BATCH_TEXTS.noSummary}
      </Text>
    );
  }
  const countOf = (kind: DataImportItemKind, outcome: DataImportOutcome) => summary[kind]?.[outcome] ?? 0;
  const kinds = DATA_IMPORT_ITEM_KINDS.filter((kind) =>
    DATA_IMPORT_OUTCOMES.some((outcome) => countOf(kind, outcome) > 0),
  );
  return (
    <Stack gap={4} data-testid="data-import-counts">
      {kinds.map((kind) => (
        <Group key={kind} gap={6} wrap="wrap" aria-label={BATCH_TEXTS.countsOf(BATCH_TEXTS.kinds[kind])} role="group">
          <Text size="xs" fw={500} w={130}>
            {BATCH_TEXTS.kinds[kind]}
          </Text>
          {DATA_IMPORT_OUTCOMES.map((outcome) => (
            <Badge
              key={outcome}
              size="sm"
              variant={countOf(kind, outcome) > 0 ? "light" : "transparent"}
              color={OUTCOME_COLORS[outcome]}
              data-testid="data-import-count"
              data-kind={kind}
              data-outcome={outcome}
            >
              {`${BATCH_TEXTS.outcomes[outcome]} ${countOf(kind, outcome)}`}
            </Badge>
          ))}
        </Group>
      ))}
    </Stack>
  );
}
