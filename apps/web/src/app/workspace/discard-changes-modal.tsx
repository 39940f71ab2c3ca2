import { Button, Group, Modal, Text } from "@mantine/core";
import { CONFIRM_COLORS } from "../theme-tokens";
import { DISCARD_CHANGES_TEXTS } from "./discard-changes-texts";

interface DiscardChangesModalProps {
  onStay: () => void;
  onDiscard: () => void;
}

/** Asks whether to discard unsaved edits. Staying is the default: Enter, Escape and clicking outside keep them. */
export function DiscardChangesModal({ onStay, onDiscard }: DiscardChangesModalProps) {
  return (
    <Modal opened onClose={onStay} title={DISCARD_CHANGES_TEXTS.title} centered data-testid="discard-changes">
      <Text size="sm">{DISCARD_CHANGES_TEXTS.body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {DISCARD_CHANGES_TEXTS.stay}
        </Button>
        <Button color={CONFIRM_COLORS.destroy} onClick={onDiscard}>
          {DISCARD_CHANGES_TEXTS.discard}
        </Button>
      </Group>
    </Modal>
  );
}
