import { Button, Group, Stack } from "@mantine/core";
import { ErrorCallout } from "./error-callout";

interface SaveErrorCalloutProps {
  /** The editor's failed call; nothing is shown without one. */
  error: unknown;
  /** After a save refused as stale: the button that reads the item again (dropping the edits); else false. */
  reload: { label: string; onReload: () => void } | false | undefined;
}

/** An editor's failure above its fields, with a Reload button when the save was refused as stale. */
export function SaveErrorCallout({ error, reload }: SaveErrorCalloutProps) {
  if (error === null || error === undefined) return null;
  return (
    <Stack gap={6}>
      <ErrorCallout error={error} />
      {reload && (
        <Group>
          <Button size="xs" variant="default" onClick={reload.onReload}>
            {reload.label}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
