import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useLogout, useSwitchInstance } from "../../api/account/account";
import { continueAddress } from "./embedded-address";
import { InstancePicker } from "./instance-picker";

/**
 * A signed-in user picks the workspace to open from the platform: the switch (its errors swallowed, spec
 * part 1, 8) is followed by a full page load of the same address with /continue appended. Signing out
 * clears the query cache (the list goes with it) and hands back to the page, which shows the form.
 */
export function WorkspaceChoice({ user, onSignedOut }: { user: CurrentUser; onSignedOut: () => void }) {
  const switchInstance = useSwitchInstance();
  const logout = useLogout();
  const [chosen, setChosen] = useState<string>();

  const choose = (instanceId: string) => {
    setChosen(instanceId);
    switchInstance.mutate(
      { instanceId },
      { onSettled: () => window.location.assign(continueAddress(window.location)) },
    );
  };
  const signOut = () => logout.mutate(undefined, { onSettled: onSignedOut });
  const busy = chosen !== undefined || logout.isPending;

  return (
    <Stack gap="lg">
      <InstancePicker user={user} chosen={chosen} onChoose={choose} />
      <Group justify="space-between" gap="xs">
        <Button variant="subtle" size="compact-sm" disabled={busy} onClick={signOut}>
          {MESSAGES.loginToDifferentAccount}
        </Button>
        <Button variant="default" size="compact-sm" disabled={busy} loading={logout.isPending} onClick={signOut}>
          Log out
        </Button>
      </Group>
    </Stack>
  );
}
