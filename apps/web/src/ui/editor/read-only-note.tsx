import { Group, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { EDITOR_TEXTS } from "./editor-texts";

/** Tells a user without the edit permission why the fields below cannot be changed. */
export function ReadOnlyNote() {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" data-testid="read-only-note">
      <IconLock size={14} aria-hidden />
      <Text size="sm" c="dimmed">
        {EDITOR_TEXTS.readOnlyNote}
      </Text>
    </Group>
  );
}
