import { Box, Stack, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import editorClasses from "../../blades/product-editor/product-editor.module.css";
import { CatalogueEditorBar } from "../action-bar/catalogue-editor-bar";
import { ErrorCallout } from "../error-callout";
import type { EditorCalls } from "./editor-calls";

interface CatalogueEditorFormProps<TValues extends FieldValues, TOutput extends FieldValues> {
  /** What useCatalogueEditor returned. */
  editor: { form: UseFormReturn<TValues, unknown, TOutput>; calls: EditorCalls; stored: boolean; readOnly: boolean };
  testId: string;
  /** The action bar's accessible name, e.g. 'Site actions'. */
  label: string;
  /** The item's name, or what adding one is called. */
  title: string;
  /** Buttons to other blades at the bar's end. */
  end?: ReactNode;
  /** Another failure to show with the calls' (e.g. an export's). */
  error?: unknown;
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
        className={readOnly ? editorClasses.readOnly : undefined}
        data-testid={props.testId}
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
        <Stack gap="md" pt="md">
          <Title order={2} size="h3">
            {props.title}
          </Title>
          <ErrorCallout error={calls.error ?? props.error} />
          {props.children}
        </Stack>
      </Box>
    </FormProvider>
  );
}
