import { type Component, ComponentUpdateInput } from "@atelier/domain/product/component.schema";
import { Button, Checkbox, Group, Stack } from "@mantine/core";
import { IconDeviceFloppy, IconRefresh } from "@tabler/icons-react";
import type { z } from "zod";
import { toApiError } from "../../../api/http";
import { useUpdateComponent } from "../../../api/product/component";
import { ErrorCallout } from "../../../ui/error-callout";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { COMPONENT_TEXTS } from "./component-texts";

const AvailabilityForm = ComponentUpdateInput.pick({ unavailable: true });
type AvailabilityValues = z.input<typeof AvailabilityForm>;

const PRECONDITION_FAILED = 412;

interface ComponentAvailabilityProps {
  component: Component;
  /** Reads the component again (after a stale save); the user's choice stays on screen. */
  onReload: () => void;
}

/**
 * The 'unavailable' flag with its Save, for editors. Save sends the flag with the etag of the component
 * as last read; when someone changed it meanwhile (412) the choice is kept, the callout says so, and
 * Reload takes the latest etag so the next Save goes through.
 */
export function ComponentAvailability({ component, onReload }: ComponentAvailabilityProps) {
  const update = useUpdateComponent();
  const form = useZodForm<AvailabilityValues, AvailabilityValues>(AvailabilityForm, {
    values: { unavailable: component.unavailable },
    resetOptions: { keepDirtyValues: true },
  });
  const stale = update.error !== null && toApiError(update.error).status === PRECONDITION_FAILED;
  const { productId, versionId, componentId, etag } = component;

  const save = form.handleSubmit((values) =>
    update.mutate(
      { productId, versionId, componentId, input: { unavailable: values.unavailable, etag } },
      { onSuccess: (saved) => form.reset({ unavailable: saved.unavailable }) },
    ),
  );
  const reload = () => {
    update.reset();
    onReload();
  };

  return (
    <Stack gap="xs" data-testid="component-availability">
      <Group gap="md" align="center">
        <Checkbox
          label={COMPONENT_TEXTS.unavailable}
          description={COMPONENT_TEXTS.unavailableHint}
          {...form.register("unavailable")}
        />
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          loading={update.isPending}
          onClick={() => void save()}
        >
          Save
        </Button>
      </Group>
      <ErrorCallout error={update.error} />
      {stale && (
        <Group>
          <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={reload}>
            {COMPONENT_TEXTS.reload}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
