import { Button, type ButtonVariant, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { EditorSection } from "../../../ui/editor/editor-section";

interface ListSectionProps {
  title: string;
  description?: ReactNode;
  /** Shown in place of the list while it has no items. */
  emptyText: string;
  empty: boolean;
  readOnly: boolean;
  /** What adds items (a button, a picker's button, a select): read-only users do not see it. */
  add: ReactNode;
  children: ReactNode;
}

/** An editor section holding a list: its items, or a line saying there are none, then what adds to it. */
export function ListSection({ title, description, emptyText, empty, readOnly, add, children }: ListSectionProps) {
  return (
    <EditorSection title={title} description={description}>
      {empty ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        children
      )}
      {!readOnly && add}
    </EditorSection>
  );
}

interface AddButtonProps {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
}

/** A list section's small '+' button. */
export function AddButton({ label, onClick, variant = "default" }: AddButtonProps) {
  return (
    <Button size="xs" variant={variant} w="fit-content" leftSection={<IconPlus size={14} />} onClick={onClick}>
      {label}
    </Button>
  );
}
