import type { Instance, InstanceType } from "@atelier/domain/account/company.schema";
import { Badge, Box, Group, type MantineColor, Text } from "@mantine/core";

const INSTANCE_COLORS: Record<InstanceType, MantineColor> = {
  Production: "red",
  Staging: "orange",
  Development: "teal",
};

/** The workspace's instance type, coloured so production is never mistaken for a test workspace. */
export function InstanceTypeBadge({ type }: { type: InstanceType }) {
  return (
    <Badge color={INSTANCE_COLORS[type]} variant="light" size="sm" radius="sm" data-testid="instance-type">
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
