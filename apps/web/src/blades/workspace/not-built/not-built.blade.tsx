import { Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBarrierBlock } from "@tabler/icons-react";
import type { BladeProps } from "../../../app/workspace/blade-types";

function notBuiltMessage(title: string): string {
  return `${title} is not available yet in Atelier. This area is still being built.`;
}

/** Stands in for every blade kind whose area is not built yet, and says so plainly. */
export function NotBuiltBlade({ blade, title }: BladeProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="not-built">
      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
        <IconBarrierBlock size={24} stroke={1.6} />
      </ThemeIcon>
      <Text size="sm" maw={320}>
        {notBuiltMessage(title)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {blade.kind}
      </Text>
    </Stack>
  );
}
