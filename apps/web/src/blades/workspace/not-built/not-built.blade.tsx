import { Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBarrierBlock } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { notBuiltMessage } from "./not-built-texts";

/** Stands in for every blade kind whose area is not built yet, and says so plainly, by the blade's title. */
export function NotBuiltBlade({ title }: BladeProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="not-built">
      <ThemeIcon variant="light" color={TONES.neutral} size={44} radius="xl">
        <IconBarrierBlock size={24} stroke={1.6} />
      </ThemeIcon>
      <Text size="sm" maw={320}>
        {notBuiltMessage(title)}
      </Text>
    </Stack>
  );
}
