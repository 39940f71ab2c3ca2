import { type Component, ComponentUpdateInput } from "@atelier/domain/product/component.schema";
import { Button, Checkbox, Group } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { z } from "zod";
import { useUpdateComponent } from "../../../api/product/component";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { COMPONENT_TEXTS } from "./component-texts";

const AvailabilityForm = ComponentUpdateInput.pick({ unavailable: true });
type AvailabilityValues = z.input<typeof AvailabilityForm>;

interface ComponentAvailabilityProps {
  component: Component;
  /** Reads the component again (after a stale save); resolves the component as read. */
  onReload: () => Promise<Component | undefined>;
}

/**
 * The 'unavailable' flag with its Save, for editors. Save sends the flag with the etag of the component
 * as last read; when someone changed it meanwhile (412) the choice is kept, the callout says so, and
 * Reload takes the latest etag so the next Save goes through.
 */
export function ComponentAvailability({ component, onReload }: ComponentAvailabilityProps) {
  const update = useUpdateComponent();
  const { productId, versionId, componentId } = component;
  const editor = useEditor<AvailabilityValues, AvailabilityValues, Component>({
    stored: component,
    readOnly: false,
    schema: AvailabilityForm,
    valuesOf: (item) => ({ unavailable: (item ?? component).unavailable }),
    calls: {
      update: (values, current) =>
        update.mutateAsync({
          productId,
          versionId,
          componentId,
          input: { unavailable: values.unavailable, etag: current.etag },
        }),
    },
  });
  /** Takes the latest etag and keeps the choice on screen. */
  const reload = async () => {
    const latest = await onReload();
    if (latest === undefined) return;
    editor.clearError();
    editor.keep(latest);
  };

  return (
    <EditorForm
      editor={editor}
      testId="component-availability"
      gap="xs"
      reload={{ label: COMPONENT_TEXTS.reload, onReload: () => void reload() }}
    >
      <Group gap="md" align="center">
        <Checkbox
          label={COMPONENT_TEXTS.unavailable}
          description={COMPONENT_TEXTS.unavailableHint}
          {...editor.form.register("unavailable")}
        />
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          loading={editor.saving}
          onClick={() => void editor.save(false)}
        >
          Save
        </Button>
      </Group>
    </EditorForm>
  );
}
