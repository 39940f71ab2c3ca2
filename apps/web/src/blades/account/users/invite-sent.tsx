import type { Invite } from "@atelier/domain/account/invite.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";

interface InviteSentProps {
  invite: Invite;
  onInviteAnother: () => void;
  onClose: () => void;
}

/** The invite panel's success state: 'Invite dispatched!', then another invite or Close. */
export function InviteSent({ invite, onInviteAnother, onClose }: InviteSentProps) {
  return (
    <Stack gap="md" data-testid="invite-sent">
      <Title order={2} size="h3">
        {MESSAGES.inviteTitle}
      </Title>
      <Alert color={TONES.success} icon={<IconCircleCheck size={18} />} title={MESSAGES.inviteDispatched}>
        {ACCOUNT_USERS_TEXTS.inviteSentTo(invite.email, formatTimestamp(invite.expiresAt))}
      </Alert>
      <Group gap="xs">
        <Button size="xs" onClick={onInviteAnother} data-autofocus>
          {ACCOUNT_USERS_TEXTS.inviteAnother}
        </Button>
        <Button size="xs" variant="default" onClick={onClose}>
          {ACCOUNT_USERS_TEXTS.close}
        </Button>
      </Group>
    </Stack>
  );
}
