import type { ReferenceData, ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTableOptions } from "@tabler/icons-react";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";
import { referenceDataLinks } from "../reference-data-links";
import { REFERENCE_DATA_LABELS, REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { ReferenceDataRow } from "./reference-data-row";

interface ReferenceDataListSectionProps {
  blade: Blade;
  dataType: ReferenceDataType;
  /** The items the quick filter leaves. */
  items: readonly ReferenceData[];
  /** How many there are before the filter. */
  total: number;
}

/**
 * One of the three lists of Data and Feeds (spec part 3): its heading with Create (and Test queries for the
 * data grids), its empty state, and its rows, each with Edit, fullscreen and details.
 */
export function ReferenceDataListSection({ blade, dataType, items, total }: ReferenceDataListSectionProps) {
  const { open } = useBlades();
  const labels = REFERENCE_DATA_LABELS[dataType];
  const add = dataType === "Mapping" ? referenceDataLinks.addMapping() : referenceDataLinks.addReferenceData(dataType);
  const edit = (item: ReferenceData, fullscreen: boolean) =>
    open(referenceDataLinks.editor(dataType, item.referenceDataId), { parentId: blade.id, fullscreen });

  return (
    <Stack component="section" gap="xs" aria-label={labels.list} data-testid={`reference-data-list-${dataType}`}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5" data-outline>
            {labels.list}
          </Title>
          <Badge variant="light" color="gray" size="sm">
            {items.length === total ? total : `${items.length} / ${total}`}
          </Badge>
        </Group>
        <Group gap="xs">
          {dataType === "DataGrid" && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTableOptions size={14} />}
              onClick={() => open(referenceDataLinks.testQueries(), { parentId: blade.id })}
            >
              {REFERENCE_DATA_TEXTS.testQueries}
            </Button>
          )}
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => open(add, { parentId: blade.id })}>
            {labels.create}
          </Button>
        </Group>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="reference-data-empty">
          {total === 0 ? labels.empty : MESSAGES.noResults}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }} aria-label={labels.list}>
          {items.map((item) => (
            <ReferenceDataRow key={item.referenceDataId} item={item} onEdit={(fullscreen) => edit(item, fullscreen)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
