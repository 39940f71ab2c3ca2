import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { Avatar, Box, Burger, Group, Text } from "@mantine/core";
import { avatarUrl } from "./avatar";
import { InstanceTypeBadge } from "./instance-type-badge";
import { SidebarFoldButton } from "./sidebar-fold-button";
import classes from "./workspace-page.module.css";

interface ShellHeaderProps {
  user: CurrentUser;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  /** The sidebar is folded away (screens from 'sm' up). */
  sidebarFolded: boolean;
  onToggleSidebarFolded: () => void;
}

/** Company name, instance type and build on the left; the signed-in user on the right. */
export function ShellHeader({
  user,
  navbarOpened,
  onToggleNavbar,
  sidebarFolded,
  onToggleSidebarFolded,
}: ShellHeaderProps) {
  return (
    <Group className={classes.headerRow} justify="space-between" wrap="nowrap" px="md">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle sidebar"
          aria-expanded={navbarOpened}
        />
        <SidebarFoldButton folded={sidebarFolded} onToggle={onToggleSidebarFolded} />
        <Text fw={700} size="md" truncate="end" data-testid="company-name">
          {user.company.name}
        </Text>
        <InstanceTypeBadge type={user.company.instanceType} />
        <Text size="xs" c="dimmed" visibleFrom="xs" data-testid="build-number">
          Build {user.build}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap" miw={0} data-testid="current-user">
        <Avatar
          src={avatarUrl(user.emailHash)}
          name={user.fullName}
          alt={user.fullName}
          size={32}
          radius="xl"
          color="initials"
        />
        <Box miw={0} visibleFrom="sm">
          <Text size="sm" fw={600} lh={1.2} truncate="end">
            {user.fullName}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2} truncate="end">
            {user.email}
          </Text>
        </Box>
      </Group>
    </Group>
  );
}
