import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useHistory } from "../../api/audit/audit";
import { HistoryEntries } from "./history-entries";
import { HISTORY_TEXTS } from "./history-texts";

interface HistorySectionProps {
  /** The resource's API path below /api/v1 (`product/{id}`); its history is read at `{path}/history`. */
  resourcePath: string;
  /** The resource's etag: each save changes it, and an open History reads again. */
  revision: string;
}

/**
 * The History section of an editor: closed at first and read only once opened, then the resource's
 * writes newest first (who, when, what, the difference) with 'Load more'.
 */
export function HistorySection({ resourcePath, revision }: HistorySectionProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const pages = useHistory(resourcePath, revision, open);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Stack component="section" gap="sm" aria-label={HISTORY_TEXTS.title} data-testid="history-section">
      {/* The button goes under the title when the blade is too narrow for both. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Box flex="1 1 12rem">
          <Title order={3} size="h5" data-outline>
            {HISTORY_TEXTS.title}
          </Title>
          <Text size="xs" c="dimmed" mt={2}>
            {HISTORY_TEXTS.description}
          </Text>
        </Box>
        <Button
          type="button"
          variant="subtle"
          size="xs"
          flex="none"
          leftSection={<Chevron size={14} aria-hidden />}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? HISTORY_TEXTS.hide : HISTORY_TEXTS.show}
        </Button>
      </Group>
      <div id={bodyId} hidden={!open}>
        {open && <HistoryEntries pages={pages} label={HISTORY_TEXTS.title} />}
      </div>
    </Stack>
  );
}
