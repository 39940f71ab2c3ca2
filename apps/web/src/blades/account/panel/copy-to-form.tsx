import type { Instance } from "@atelier/domain/account/company.schema";
import { CopyInstanceInput } from "@atelier/domain/shared/job.schema";
import { Alert, Button, Code, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useCopyInstance } from "../../../api/account/account";
import { InstanceName } from "../../../app/shell/instance-type-badge";
import { TONES } from "../../../app/theme-tokens";
import { ErrorCallout } from "../../../ui/error-callout";
import { fieldProps } from "../../../ui/form/field-props";
import { submitThrough } from "../../../ui/form/submit-through";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { ACCOUNT_TEXTS } from "./account-texts";
import { matchesCopyPhrase, newCopyPhrase } from "./copy-phrase";

const NOTES_MAX = 1024;

interface CopyToFormProps {
  source: Instance;
  target: Instance;
  onStarted: (jobId: string) => void;
  onCancel: () => void;
}

/** One end of the copy: 'From' or 'To', the workspace's title and its instance type. */
function CopyEnd({ label, instance }: { label: string; instance: Instance }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text size="sm" c="dimmed" w={44} flex="none">
        {label}
      </Text>
      <InstanceName instance={instance} strong />
    </Group>
  );
}

/**
 * What will be replaced, optional notes, and a random phrase the user types back exactly before
 * Continue is enabled (spec part 2, 5). Continue starts the copy job.
 */
export function CopyToForm({ source, target, onStarted, onCancel }: CopyToFormProps) {
  const copy = useCopyInstance();
  const form = useZodForm(CopyInstanceInput, { defaultValues: { instanceId: target.instanceId, notes: "" } });
  const [phrase] = useState(() => newCopyPhrase());
  const [typed, setTyped] = useState("");
  const confirmed = matchesCopyPhrase(typed, phrase);
  const notesLength = form.watch("notes")?.length ?? 0;
  const onSubmit = submitThrough(form, copy, (started) => onStarted(started.jobId));

  return (
    <form onSubmit={onSubmit} noValidate data-testid="copy-to-form">
      <Stack gap="md">
        <ErrorCallout error={copy.error} />
        <Stack gap={4} data-testid="copy-direction">
          <CopyEnd label="From" instance={source} />
          <CopyEnd label="To" instance={target} />
        </Stack>
        <Alert color={TONES.caution} variant="light" icon={<IconAlertTriangle size={18} />}>
          {ACCOUNT_TEXTS.copyReplaces(source.title, target.title)}
        </Alert>
        <Textarea
          label="Notes"
          description={`${notesLength}/${NOTES_MAX}`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={NOTES_MAX}
          {...fieldProps(form, "notes")}
        />
        <Stack gap={6}>
          <Text size="sm">
            To confirm, type{" "}
            <Code fz="sm" data-testid="copy-phrase">
              {phrase}
            </Code>{" "}
            below.
          </Text>
          <TextInput
            aria-label={ACCOUNT_TEXTS.copyPhraseLabel}
            placeholder={ACCOUNT_TEXTS.copyPhraseLabel}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!confirmed} loading={copy.isPending}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
