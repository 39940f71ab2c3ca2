import { Box, type MantineSpacing, Stack, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { CatalogueEditorBar } from "../action-bar/catalogue-editor-bar";
import classes from "../form/read-only-form.module.css";
import { SaveErrorCallout } from "../save-error-callout";
import type { EditorCalls } from "./editor-calls";

interface CatalogueEditorFormProps<TValues extends FieldValues, TOutput extends FieldValues> {
  /** What useCatalogueEditor returned. */
  editor: { form: UseFormReturn<TValues, unknown, TOutput>; calls: EditorCalls; stored: boolean; readOnly: boolean };
  testId: string;
  /** Attributes of the form element besides its test id, e.g. the mode an editor opened in. */
  attributes?: Record<`data-${string}`, string>;
  /** The action bar's accessible name, e.g. 'Site actions'. */
  label: string;
  /** The item's name, or what adding one is called. */
  title: string;
  titleTestId?: string;
  /** Buttons to other blades at the bar's end. */
  end?: ReactNode;
  /** Another failure to show with the calls' (e.g. an export's). */
  error?: unknown;
  /** After a save refused as stale: the button that reads the item again and starts over from it. */
  reload?: { label: string; onReload: () => void } | undefined;
  /** Space between the title, the callout and the sections. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * A catalogue editor's frame: the action bar (Archive, Save & Close, Save, then the links), the title
 * and the error callout above the fields. Enter in a field saves and stays, like Save.
 */
export function CatalogueEditorForm<TValues extends FieldValues, TOutput extends FieldValues>(
  props: CatalogueEditorFormProps<TValues, TOutput>,
) {
  const { form, calls, stored, readOnly } = props.editor;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    calls.save(false);
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        className={readOnly ? classes.readOnly : undefined}
        data-testid={props.testId}
        {...props.attributes}
      >
        <CatalogueEditorBar
          label={props.label}
          readOnly={readOnly}
          stored={stored}
          saving={calls.saving}
          busy={calls.busy}
          onArchive={calls.archive}
          onSave={calls.save}
          end={props.end}
        />
        <Stack gap={props.gap ?? "md"} pt="md">
          <Title order={2} size="h3" data-testid={props.titleTestId}>
            {props.title}
          </Title>
          <SaveErrorCallout error={calls.error ?? props.error} reload={calls.stale && props.reload} />
          {props.children}
        </Stack>
      </Box>
    </FormProvider>
  );
}
