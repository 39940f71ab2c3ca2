import { Anchor, Button, Group } from "@mantine/core";
import { IconLayoutColumns, IconLogout, IconSparkles, IconUserCircle } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useLogout } from "../../api/account/account";
import { accountLinks } from "../../blades/account/account-links";
import { workspaceLinks } from "../../blades/workspace/workspace-links";
import { TONES } from "../theme-tokens";
import { useBlades } from "../workspace/blade-context";
import { useBladeGuard } from "../workspace/blade-guard";
import { ScopeField } from "./scope-field";
import classes from "./workspace-page.module.css";

/**
 * What's new, the scope-by-tags selector, Close all blades, Account and Sign out. Closing all blades
 * and signing out ask first when a blade has unsaved edits.
 */
export function NavBar({ companyId }: { companyId: string }) {
  const { open, closeAll } = useBlades();
  const { leave } = useBladeGuard();
  const logout = useLogout();
  const navigate = useNavigate();

  // Logout never fails (its errors are swallowed), so the user always lands on /login.
  const signOut = () =>
    leave(async () => {
      await logout.mutateAsync();
      navigate("/login");
    });

  return (
    <Group className={classes.navRow} gap="sm" wrap="nowrap" px="md" component="nav" aria-label="Workspace">
      <Anchor component="button" type="button" size="sm" fw={500} onClick={() => open(workspaceLinks.whatsNew())}>
        <Group gap={4} wrap="nowrap">
          <IconSparkles size={16} />
          What's new?
        </Group>
      </Anchor>
      <ScopeField companyId={companyId} />
      <Group gap={4} wrap="nowrap" ml="auto">
        <Button
          variant="subtle"
          color={TONES.neutral}
          size="compact-sm"
          leftSection={<IconLayoutColumns size={16} />}
          onClick={() => leave(closeAll)}
        >
          Close all blades
        </Button>
        <Button
          variant="subtle"
          color={TONES.neutral}
          size="compact-sm"
          leftSection={<IconUserCircle size={16} />}
          onClick={() => open(accountLinks.account())}
        >
          Account
        </Button>
        <Button
          variant="subtle"
          color={TONES.neutral}
          size="compact-sm"
          leftSection={<IconLogout size={16} />}
          onClick={signOut}
          loading={logout.isPending}
        >
          Sign out
        </Button>
      </Group>
    </Group>
  );
}
