import { PROMPT_MAX_LENGTH } from "@atelier/domain/analytics/prompt-query.schema";
import { Badge, Button, CloseButton, Group, Stack, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { PROMPT_TEXTS } from "../common/prompt-texts";

interface ClarificationFormProps {
  refinements: readonly string[];
  /** Adds one; answers false when it was ignored (empty, or the report is loading), so the text stays. */
  onAdd: (typed: string) => boolean;
  onRemove: (index: number) => void;
}

/** The clarifications of a prompt report: each added one is a removable chip, and an input with Add. */
export function ClarificationForm({ refinements, onAdd, onRemove }: ClarificationFormProps) {
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onAdd(text)) setText("");
  };

  return (
    <Stack gap="xs">
      {refinements.length > 0 && (
        <Group gap={6} role="list" aria-label={PROMPT_TEXTS.clarifications} data-testid="prompt-report-clarifications">
          {refinements.map((refinement, index) => (
            <Badge
              key={refinement}
              role="listitem"
              size="lg"
              variant="light"
              radius="xl"
              tt="none"
              fw={500}
              pr={4}
              data-testid="prompt-report-clarification"
              rightSection={
                <CloseButton
                  size="xs"
                  radius="xl"
                  aria-label={PROMPT_TEXTS.removeClarification(refinement)}
                  onClick={() => onRemove(index)}
                />
              }
            >
              {refinement}
            </Badge>
          ))}
        </Group>
      )}
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={PROMPT_TEXTS.clarification}
            placeholder={PROMPT_TEXTS.clarificationPlaceholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={PROMPT_MAX_LENGTH}
          />
          <Button type="submit" variant="default" leftSection={<IconPlus size={14} />}>
            {PROMPT_TEXTS.add}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
