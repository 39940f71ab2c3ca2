import { type Role, sortRoles } from "@atelier/domain/account/roles";
import { Badge, Group } from "@mantine/core";
import { ROLE_COLORS } from "../../../app/theme-tokens";

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
