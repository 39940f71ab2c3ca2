import { type Role, sortRoles } from "@atelier/domain/account/roles";
import { Badge, Group, type MantineColor } from "@mantine/core";

const ROLE_COLORS: Record<Role, MantineColor> = {
  Atelier: "grape",
  Administrator: "blue",
  "Manage Configuration": "teal",
  "Manage Orders": "orange",
  None: "gray",
};

/** Roles as labels, in the role order (spec part 2, 6). */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  return (
    <Group gap={4} data-testid="role-badges">
      {sortRoles(roles).map((role) => (
        <Badge
          key={role}
          size="sm"
          radius="sm"
          variant="light"
          tt="none"
          color={ROLE_COLORS[role]}
          data-testid="role-badge"
        >
          {role}
        </Badge>
      ))}
    </Group>
  );
}
