import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";

/** Texts of the dialog that shows a new key once. */
export const KEY_SHOWN_ONCE_TEXTS = {
  copy: "Copy",
  copied: "Copied",
  done: "Done",
} as const;

const ignore = () => undefined;

interface KeyShownOnceProps {
  title: string;
  /** Why the key must be copied now. */
  warning: string;
  value: string;
  /** Names the test ids: the dialog's is `{testId}-shown-once`, the key's `{testId}-value`. */
  testId: string;
  onDone: () => void;
}

/**
 * A new key (an API key or a storefront key), shown once (spec part 2, 4): the warning, the key with a copy
 * button, and Done, the only way out (no close button; Escape and a click outside do nothing).
 */
export function KeyShownOnce({ title, warning, value, testId, onDone }: KeyShownOnceProps) {
  return (
    <Modal
      opened
      onClose={ignore}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={title}
      size="lg"
      centered
      data-testid={`${testId}-shown-once`}
    >
      <Stack gap="md">
        <Alert color={TONES.caution} icon={<IconAlertTriangle size={18} />}>
          {warning}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="stretch">
          <Code
            block
            flex={1}
            style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
            data-testid={`${testId}-value`}
          >
            {value}
          </Code>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "light" : "default"}
                color={copied ? TONES.success : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                h="auto"
              >
                {copied ? KEY_SHOWN_ONCE_TEXTS.copied : KEY_SHOWN_ONCE_TEXTS.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {KEY_SHOWN_ONCE_TEXTS.done}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
