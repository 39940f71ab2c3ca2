import { Button, Group, Text } from "@mantine/core";
import { IconCircleCheck, IconDeviceFloppy } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";

interface SaveRowProps {
  saving: boolean;
  /** Shown beside Save after a save went through, until the form is edited again. */
  done: string | false;
}

/** A section form's Save button, with a short note once saved. */
export function SaveRow({ saving, done }: SaveRowProps) {
  return (
    <Group gap="sm">
      <Button type="submit" size="xs" loading={saving} leftSection={<IconDeviceFloppy size={14} />}>
        Save
      </Button>
      {done && (
        <Group gap={4} c={TONES.success} role="status">
          <IconCircleCheck size={16} />
          <Text size="sm" c={TONES.success}>
            {done}
          </Text>
        </Group>
      )}
    </Group>
  );
}
