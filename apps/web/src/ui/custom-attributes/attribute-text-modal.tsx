import { jsonValueError } from "@atelier/domain/shared/custom-attributes";
import { Button, Group, Modal, Text, Textarea } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";

interface AttributeTextModalProps {
  name: string;
  value: string;
  kind: "html" | "json";
  onChange: (value: string) => void;
}

const PREVIEW_LENGTH = 60;

/** An html or json value: a one-line preview and an 'Edit' button opening a modal with a textarea. */
export function AttributeTextModal({ name, value, kind, onChange }: AttributeTextModalProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft !== null && kind === "json" ? jsonValueError(draft) : null;
  const label = kind === "json" ? "JSON" : "HTML";
  const close = () => setDraft(null);
  const save = () => {
    if (draft === null || error !== null) return;
    onChange(draft.trim());
    close();
  };

  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Text size="sm" ff="monospace" truncate="end" style={{ flex: 1, minWidth: 0 }} title={value}>
        {value.length > PREVIEW_LENGTH ? `${value.slice(0, PREVIEW_LENGTH)}…` : value || "(empty)"}
      </Text>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        aria-label={`Edit ${label} value`}
        onClick={() => setDraft(value)}
      >
        Edit
      </Button>
      <Modal opened={draft !== null} onClose={close} title={`${name || "Attribute"} (${label})`} size="lg">
        <Textarea
          aria-label="Attribute value"
          value={draft ?? ""}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={error}
          autosize
          minRows={8}
          maxRows={24}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} disabled={error !== null}>
            Apply
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
