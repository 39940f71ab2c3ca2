import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { InstanceTypeBadge } from "../../app/shell/instance-type-badge";
import { TONES } from "../../app/theme-tokens";
import { ConfirmButton } from "../../ui/confirm-button";

interface InstancePickerProps {
  user: CurrentUser;
  /** The workspace being opened: its button waits and the others are disabled. */
  chosen: string | undefined;
  onChoose: (instanceId: string) => void;
}

/** The user's workspaces with title and type, the current one marked; each opens after 'Confirm?'. */
export function InstancePicker({ user, chosen, onChoose }: InstancePickerProps) {
  return (
    <Stack component="ul" aria-label="Workspaces" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
      {user.instances.map(({ instanceId, title, instanceType }) => (
        <Paper component="li" key={instanceId} withBorder radius="sm" px="sm" py="xs" data-testid="workspace">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} miw={0}>
              <Text fw={600} size="sm" truncate="end" title={title} data-testid="workspace-title">
                {title}
              </Text>
              <Group gap={6}>
                <InstanceTypeBadge type={instanceType} />
                {instanceId === user.company.companyId && (
                  <Badge variant="outline" color={TONES.neutral} size="sm" radius="sm">
                    Current
                  </Badge>
                )}
              </Group>
            </Stack>
            <ConfirmButton
              size="xs"
              variant="light"
              aria-label={`Choose ${title}`}
              loading={chosen === instanceId}
              disabled={chosen !== undefined && chosen !== instanceId}
              onConfirm={() => onChoose(instanceId)}
            >
              Choose
            </ConfirmButton>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
