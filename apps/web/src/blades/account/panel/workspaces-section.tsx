import type { CurrentUser } from "@atelier/domain/account/account.schema";
import type { Instance } from "@atelier/domain/account/company.schema";
import { Badge, Button, Group } from "@mantine/core";
import { IconCopy, IconSwitchHorizontal } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useSwitchInstance } from "../../../api/account/account";
import { InstanceName } from "../../../app/shell/instance-type-badge";
import { useBladeGuard } from "../../../app/workspace/blade-guard";
import { ConfirmButton } from "../../../ui/confirm-button";
import { AccountList } from "../common/account-list";
import { AccountSection } from "../common/account-section";
import { ACCOUNT_TEXTS } from "./account-texts";
import { CopyToModal } from "./copy-to-modal";
import classes from "./workspaces-section.module.css";

/** A workspace and its buttons; on a narrow blade the buttons go under the name rather than over it. */
function WorkspaceRow({ instance, current, children }: { instance: Instance; current: boolean; children: ReactNode }) {
  return (
    <Group
      component="li"
      className={classes.row}
      justify="space-between"
      wrap="wrap"
      style={{ rowGap: 6 }}
      aria-label={instance.title}
      aria-current={current ? "true" : undefined}
      data-testid="workspace-row"
    >
      <InstanceName instance={instance} strong={current} />
      <Group gap="xs" wrap="nowrap" flex="none">
        {children}
      </Group>
    </Group>
  );
}

/**
 * The user's workspaces, the current one marked. Any other can be switched to (with 'Confirm?'), which
 * reloads the page (after asking, when a blade has unsaved edits); administrators can also copy the
 * current workspace into another.
 */
export function WorkspacesSection({ user }: { user: CurrentUser }) {
  const switchInstance = useSwitchInstance();
  const { leave } = useBladeGuard();
  const [copyTarget, setCopyTarget] = useState<Instance | null>(null);
  const currentId = user.company.companyId;
  const source = user.instances.find((instance) => instance.instanceId === currentId);
  const canCopy = user.permissions.admin && source !== undefined;
  const switching = switchInstance.isPending ? switchInstance.variables.instanceId : undefined;

  // Switch errors are swallowed (spec part 1, 8): the page reloads either way.
  const switchTo = (instanceId: string) =>
    leave(() => switchInstance.mutate({ instanceId }, { onSettled: () => window.location.reload() }));

  return (
    <AccountSection title={ACCOUNT_TEXTS.workspaces} testId="workspaces-section">
      <AccountList label={ACCOUNT_TEXTS.workspaces}>
        {user.instances.map((instance) =>
          instance.instanceId === currentId ? (
            <WorkspaceRow key={instance.instanceId} instance={instance} current>
              <Badge variant="outline" size="sm" radius="sm">
                {ACCOUNT_TEXTS.current}
              </Badge>
            </WorkspaceRow>
          ) : (
            <WorkspaceRow key={instance.instanceId} instance={instance} current={false}>
              {canCopy && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCopy size={14} />}
                  onClick={() => setCopyTarget(instance)}
                >
                  {ACCOUNT_TEXTS.copyTo}
                </Button>
              )}
              <ConfirmButton
                size="xs"
                variant="light"
                leftSection={<IconSwitchHorizontal size={14} />}
                loading={switching === instance.instanceId}
                disabled={switching !== undefined}
                onConfirm={() => switchTo(instance.instanceId)}
              >
                {ACCOUNT_TEXTS.switch}
              </ConfirmButton>
            </WorkspaceRow>
          ),
        )}
      </AccountList>
      {copyTarget !== null && source !== undefined && (
        <CopyToModal
          key={copyTarget.instanceId}
          source={source}
          target={copyTarget}
          onClose={() => setCopyTarget(null)}
        />
      )}
    </AccountSection>
  );
}
