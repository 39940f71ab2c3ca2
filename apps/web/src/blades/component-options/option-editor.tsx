import { type ComponentOption, ComponentOptionFields } from "@atelier/domain/component-option.schema";
import { Box, Button, Divider, Group, Stack, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormProvider } from "react-hook-form";
import type { Blade } from "../../app/workspace/blade-types";
import { ErrorCallout } from "../../ui/error-callout";
import { useZodForm } from "../../ui/form/use-zod-form";
import editorClasses from "../product-editor/product-editor.module.css";
import { ActivitySection } from "../product-editor/sections/activity-section";
import { NotesSection } from "../product-editor/sections/notes-section";
import { CustomAttributesSection } from "./custom-attributes-section";
import { OptionAssetsSection } from "./option-assets-section";
import { OptionBasedOnSection } from "./option-based-on-section";
import { OptionDimensionsSection } from "./option-dimensions-section";
import { OptionEditorActions } from "./option-editor-actions";
import { useOptionEditorCalls } from "./option-editor-calls";
import type { OptionOpening } from "./option-editor-item-id";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { OptionFlagsSection } from "./option-flags-section";
import type { OptionFormOutput, OptionFormValues } from "./option-form-values";
import { OptionIdentitySection } from "./option-identity-section";
import { OptionJointsSection } from "./option-joints-section";
import { OptionOrderingSection } from "./option-ordering-section";
import { OptionPricesSection } from "./option-prices-section";
import { OptionProductsSection } from "./option-products-section";
import { OptionVariablesSection } from "./option-variables-section";

interface OptionEditorProps {
  blade: Blade;
  mode: OptionOpening["mode"];
  /** The stored option (mode edit), or null. */
  option: ComponentOption | null;
  /** What the form starts with: the stored option's fields, a new option's or a copy's. */
  initial: OptionFormValues;
  readOnly: boolean;
  /** After a stale save: reads the stored option again and starts over from it. */
  onReload?: () => void;
}

/** EditComponentOption's form (spec part 2, 3 to 5): one react-hook-form over ComponentOptionFields, in sections. */
export function OptionEditor({ blade, mode, option, initial, readOnly, onReload }: OptionEditorProps) {
  const [values] = useState(initial);
  const form = useZodForm<OptionFormValues, OptionFormOutput>(ComponentOptionFields, { values, disabled: readOnly });
  const calls = useOptionEditorCalls({ blade, option, form });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    calls.save(false);
  };
  const title = option?.code ?? (mode === "copy" ? OPTION_EDITOR_TEXTS.copyTitle : OPTION_EDITOR_TEXTS.newTitle);

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        className={readOnly ? editorClasses.readOnly : undefined}
        data-testid="option-editor"
        data-mode-variant={mode}
      >
        <OptionEditorActions
          readOnly={readOnly}
          stored={option !== null}
          saving={calls.saving}
          busy={calls.busy}
          exporting={calls.exporting}
          onArchive={calls.archive}
          onSave={calls.save}
          onCopy={calls.copy}
          onExport={calls.exportOption}
          onPreview={calls.preview}
        />
        <Stack gap="lg" pt="md">
          <Title order={2} size="h3" data-testid="option-editor-title">
            {title}
          </Title>
          {calls.error !== null && (
            <Stack gap={6}>
              <ErrorCallout error={calls.error} />
              {calls.stale && onReload && (
                <Group>
                  <Button size="xs" variant="default" onClick={onReload}>
                    {OPTION_EDITOR_TEXTS.reload}
                  </Button>
                </Group>
              )}
            </Stack>
          )}
          <OptionBasedOnSection blade={blade} mode={mode} readOnly={readOnly} />
          <OptionIdentitySection readOnly={readOnly} copying={mode === "copy"} />
          <Divider />
          <OptionOrderingSection readOnly={readOnly} />
          <Divider />
          <OptionFlagsSection readOnly={readOnly} />
          <Divider />
          <ActivitySection readOnly={readOnly} />
          <Divider />
          <OptionPricesSection readOnly={readOnly} />
          <Divider />
          <OptionDimensionsSection readOnly={readOnly} />
          <Divider />
          <OptionJointsSection readOnly={readOnly} />
          <Divider />
          <OptionAssetsSection readOnly={readOnly} />
          <Divider />
          <OptionVariablesSection readOnly={readOnly} />
          <Divider />
          <OptionProductsSection blade={blade} readOnly={readOnly} />
          <Divider />
          <CustomAttributesSection readOnly={readOnly} />
          <Divider />
          <NotesSection stamps={option} />
        </Stack>
      </Box>
    </FormProvider>
  );
}
