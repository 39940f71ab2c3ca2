import { MESSAGES } from "@atelier/domain/shared/messages";
import { Group, Loader, Text } from "@mantine/core";

/** 'Loading...' with a small spinner, while a blade's data loads. */
export function LoadingLine() {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {MESSAGES.loading}
      </Text>
    </Group>
  );
}
