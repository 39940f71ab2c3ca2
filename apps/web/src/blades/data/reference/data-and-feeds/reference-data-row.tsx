import type { ReferenceData } from "@atelier/domain/data/reference-data.schema";
import { ActionIcon, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowsMaximize, IconListDetails, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { formatTimestamp } from "../../../../ui/format-timestamp";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";

const TEXTS = REFERENCE_DATA_TEXTS;

interface ReferenceDataRowProps {
  item: ReferenceData;
  /** Opens the editor beside the list, or maximised. */
  onEdit: (fullscreen: boolean) => void;
}

/**
 * One reference data of a Data and Feeds list: its name and mapping file code, Edit, fullscreen (the editor
 * maximised) and details (its description, files and last change, shown under the row).
 */
export function ReferenceDataRow({ item, onEdit }: ReferenceDataRowProps) {
  const [details, setDetails] = useState(false);
  return (
    <Paper component="li" withBorder px="sm" py={6} data-testid="reference-data-row" data-name={item.name}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={item.name}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" truncate="end" title={item.type}>
            {item.type}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPencil size={12} />}
            aria-label={TEXTS.editOf(item.name)}
            onClick={() => onEdit(false)}
          >
            {TEXTS.edit}
          </Button>
          <ActionIcon
            variant="subtle"
            aria-label={TEXTS.fullscreenOf(item.name)}
            title={TEXTS.fullscreenOf(item.name)}
            onClick={() => onEdit(true)}
          >
            <IconArrowsMaximize size={16} />
          </ActionIcon>
          <ActionIcon
            variant={details ? "light" : "subtle"}
            aria-label={TEXTS.detailsOf(item.name)}
            title={TEXTS.detailsOf(item.name)}
            aria-expanded={details}
            onClick={() => setDetails((shown) => !shown)}
          >
            <IconListDetails size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {details && (
        <Stack gap={2} mt={4} data-testid="reference-data-details">
          <Text size="xs">{item.description === "" ? TEXTS.noDescription : item.description}</Text>
          <Text size="xs" c="dimmed">
            {[TEXTS.filesOf(item.files.length), ...item.files.map((file) => file.name)].join(" · ")}
          </Text>
          <Text size="xs" c="dimmed">
            {TEXTS.updated(formatTimestamp(item.lastUpdated))}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
