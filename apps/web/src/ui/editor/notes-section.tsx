import { PRODUCT_NOTES_MAX_LENGTH } from "@atelier/domain/product/product.schema";
import { Group, Stack, Text, Textarea } from "@mantine/core";
import { useFormContext, useWatch } from "react-hook-form";
import { fieldProps } from "../form/field-props";
import { formatTimestamp } from "../format-timestamp";
import { EditorSection } from "./editor-section";
import { EDITOR_TEXTS } from "./editor-texts";

function Stamp({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {formatTimestamp(value)}
      </Text>
    </Stack>
  );
}

/** When a stored item was made and last changed (null before it is saved). */
interface Stamps {
  created: string;
  lastUpdated: string;
}

/** When the item (a product, a component option) was made and last changed, and free notes with a live counter. */
export function NotesSection({ stamps }: { stamps: Stamps | null }) {
  const form = useFormContext<{ notes?: string }>();
  const length = (useWatch({ control: form.control, name: "notes" }) ?? "").length;
  const over = length > PRODUCT_NOTES_MAX_LENGTH;
  return (
    <EditorSection title="Notes">
      {stamps && (
        <Group gap="xl">
          <Stamp label="Created" value={stamps.created} testId="created" />
          <Stamp label="Last updated" value={stamps.lastUpdated} testId="last-updated" />
        </Group>
      )}
      <Textarea
        aria-label="Notes"
        autosize
        minRows={3}
        maxRows={10}
        {...fieldProps(form, "notes")}
        inputWrapperOrder={["label", "input", "description", "error"]}
        description={
          <Text component="span" size="xs" c={over ? "red" : "dimmed"} data-testid="notes-counter">
            {EDITOR_TEXTS.notesCounter(length)}
          </Text>
        }
      />
    </EditorSection>
  );
}
