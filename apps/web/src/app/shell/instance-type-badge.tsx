import type { Instance, InstanceType } from "@atelier/domain/account/company.schema";
import { Badge, Box, Group, Text } from "@mantine/core";
import { STAGE_COLORS } from "../theme-tokens";

/** The workspace's instance type, in the colour a product of that status has too. */
export function InstanceTypeBadge({ type }: { type: InstanceType }) {
  return (
    <Badge color={STAGE_COLORS[type]} variant="light" size="sm" radius="sm" data-testid="instance-type">
      {type}
    </Badge>
  );
}

/** A workspace's title, cut short when the space is narrow, and its type badge, which never shrinks. */
export function InstanceName({ instance, strong = false }: { instance: Instance; strong?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text size="sm" fw={strong ? 600 : 500} truncate="end">
        {instance.title}
      </Text>
      <Box flex="none">
        <InstanceTypeBadge type={instance.instanceType} />
      </Box>
    </Group>
  );
}
