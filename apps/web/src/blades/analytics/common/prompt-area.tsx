import type { AnalyticsHive } from "@atelier/domain/analytics/prompt-query.schema";
import { PROMPT_MAX_LENGTH } from "@atelier/domain/analytics/prompt-query.schema";
import { Button, Group, Paper, Stack, Textarea } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { type KeyboardEvent, useState } from "react";
import { useBlades } from "../../../app/workspace/blade-context";
import { analyticsLinks } from "../analytics-links";
import { PromptInspirations } from "./prompt-inspiration-list";
import { promptToAsk } from "./prompt-text";
import { PROMPT_TEXTS } from "./prompt-texts";

interface PromptAreaProps {
  /** What the questions are about: saved recipes or action events. */
  hive: AnalyticsHive;
  /** The phrases offered as examples; clicking one asks it. */
  inspirations: readonly string[];
  /** The dashboard blade the report opens beside. */
  parentId: string;
}

/**
 * The natural-language prompt of an analytics dashboard (spec part 1, 2.15, 4, 5): a question, the Query button and
 * inspiration phrases. A blank question does nothing; any other opens a Prompt Report blade for it.
 */
export function PromptArea({ hive, inspirations, parentId }: PromptAreaProps) {
  const { open } = useBlades();
  const [text, setText] = useState("");

  const ask = (typed: string) => {
    const prompt = promptToAsk(typed);
    if (prompt === null) return;
    open(analyticsLinks.promptReport({ hive, prompt }), { parentId });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter asks; Shift+Enter starts a new line.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask(text);
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`prompt-area-${hive}`}>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            label={PROMPT_TEXTS.prompt}
            placeholder={PROMPT_TEXTS.promptPlaceholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={PROMPT_MAX_LENGTH}
            autosize
            minRows={1}
            maxRows={4}
          />
          <Button leftSection={<IconSparkles size={16} />} onClick={() => ask(text)}>
            {PROMPT_TEXTS.query}
          </Button>
        </Group>
        <PromptInspirations
          phrases={inspirations}
          onPick={(phrase) => {
            setText(phrase);
            ask(phrase);
          }}
        />
      </Stack>
    </Paper>
  );
}
