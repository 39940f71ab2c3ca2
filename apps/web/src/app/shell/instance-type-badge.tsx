import type { InstanceType } from "@atelier/domain/company.schema";
import { Badge, type MantineColor } from "@mantine/core";

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
