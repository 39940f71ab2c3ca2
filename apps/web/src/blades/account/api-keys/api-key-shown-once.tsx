import type { ApiKeyCreated } from "@atelier/domain/account/api-key.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";
import { API_KEY_TEXTS } from "./api-key-texts";

const ignore = () => undefined;

interface ApiKeyShownOnceProps {
  created: ApiKeyCreated;
  onDone: () => void;
}

/**
 * The new key, shown once (spec part 2, 4): the warning, the key with a copy button, and Done, the only way
 * out (no close button; Escape and a click outside do nothing).
 */
export function ApiKeyShownOnce({ created, onDone }: ApiKeyShownOnceProps) {
  return (
    <Modal
      opened
      onClose={ignore}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={API_KEY_TEXTS.shownOnceTitle(created.name)}
      size="lg"
      centered
      data-testid="api-key-shown-once"
    >
      <Stack gap="md">
        <Alert color={TONES.caution} icon={<IconAlertTriangle size={18} />}>
          {MESSAGES.apiKeyShownOnce}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="stretch">
          <Code block flex={1} style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }} data-testid="api-key-value">
            {created.key}
          </Code>
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "light" : "default"}
                color={copied ? TONES.success : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                h="auto"
              >
                {copied ? API_KEY_TEXTS.copied : API_KEY_TEXTS.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {API_KEY_TEXTS.done}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
