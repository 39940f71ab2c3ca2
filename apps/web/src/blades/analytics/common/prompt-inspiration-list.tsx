import { Button, Group, Text } from "@mantine/core";
import { PROMPT_TEXTS } from "./prompt-texts";

interface PromptInspirationsProps {
  phrases: readonly string[];
  onPick: (phrase: string) => void;
}

/** The inspiration phrases under a prompt: each is a button that asks it. */
export function PromptInspirations({ phrases, onPick }: PromptInspirationsProps) {
  return (
    <Group gap={6} role="group" aria-label={PROMPT_TEXTS.inspirations}>
      <Text size="xs" c="dimmed">
        {PROMPT_TEXTS.inspirations}
      </Text>
      {phrases.map((phrase) => (
        <Button key={phrase} size="compact-xs" variant="light" radius="xl" onClick={() => onPick(phrase)}>
          {phrase}
        </Button>
      ))}
    </Group>
  );
}
