import { BATCH_EDIT_PROMPT_MAX } from "@atelier/domain/data/batch-edit/read-batch-edit";
import { BATCH_MESSAGES } from "@atelier/domain/data/batch-file.schema";
import { Badge, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { useState } from "react";
import { z } from "zod";
import { useEditBatch } from "../../../api/data/data-import";
import { ApiError } from "../../../api/http";
import { TONES } from "../../../app/theme-tokens";
import { ErrorCallout } from "../../../ui/error-callout";
import { BatchFileInput } from "./batch-file-input";
import { BATCH_TEXTS } from "./batch-texts";
import type { ChosenBatch } from "./chosen-batch";
import { EditPreview } from "./edit-preview";

/** What the prompt parser did not read, in a 400 of `POST dataimport/edit` (beside its message). */
const UnknownWordsBody = z.object({ unknownWords: z.array(z.string()) });

/** The words of a prompt the parser did not understand, beside the server's message. */
function UnknownWords({ error }: { error: unknown }) {
  const body = UnknownWordsBody.safeParse(error instanceof ApiError ? error.body : undefined);
  if (!body.success || body.data.unknownWords.length === 0) return null;
  return (
    <Group gap={6} data-testid="batch-edit-unknown-words">
      <Text size="xs" c="dimmed">
        {BATCH_TEXTS.unknownWords}
      </Text>
      {body.data.unknownWords.map((word) => (
        <Badge key={word} size="sm" variant="light" color={TONES.danger} tt="none">
          {word}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * Edit a batch by a prompt: a batch file and plain-English instructions, read by the server's parser into
 * commands shown as sentences for confirmation; the rule 'needs a batch and a non-empty prompt' keeps the
 * button disabled, with its message, until both are there.
 */
export function PromptTool({ bladeId }: { bladeId: string }) {
  const [batch, setBatch] = useState<ChosenBatch | null>(null);
  const [prompt, setPrompt] = useState("");
  const edit = useEditBatch();
  const ready = batch !== null && prompt.trim() !== "";
  const read = () => {
    if (batch !== null) edit.mutate({ source: batch.text, prompt });
  };
  const changed = (next: () => void) => {
    edit.reset();
    next();
  };

  return (
    <Stack gap="sm" data-testid="batch-prompt-tool">
      <BatchFileInput batch={batch} onChange={(next) => changed(() => setBatch(next))} />
      <Textarea
        label={BATCH_TEXTS.prompt}
        placeholder={BATCH_TEXTS.promptNote}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={BATCH_EDIT_PROMPT_MAX}
        value={prompt}
        onChange={(event) => {
          const next = event.currentTarget.value;
          changed(() => setPrompt(next));
        }}
      />
      <Group gap="xs">
        <Button
          size="xs"
          leftSection={<IconWand size={14} />}
          disabled={!ready}
          loading={edit.isPending}
          onClick={read}
        >
          {BATCH_TEXTS.readPrompt}
        </Button>
        {!ready && (
          <Text size="xs" c="dimmed" data-testid="batch-prompt-needs">
            {BATCH_MESSAGES.needsBatchAndPrompt}
          </Text>
        )}
      </Group>
      <ErrorCallout error={edit.error} />
      <UnknownWords error={edit.error} />
      {edit.data !== undefined && batch !== null && (
        <EditPreview
          edit={edit.data}
          name={BATCH_TEXTS.editedName(batch.name)}
          runLabel={BATCH_TEXTS.confirm}
          bladeId={bladeId}
        />
      )}
    </Stack>
  );
}
