import { Box, type MantineSpacing, Stack, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { useBladeTitle } from "../../app/workspace/blade-title";
import { SaveErrorCallout } from "../save-error-callout";
import { EditorBar } from "./editor-bar";
import classes from "./read-only-form.module.css";
import { ReadOnlyNote } from "./read-only-note";
import { submitOnEnter } from "./submit-on-enter";

/** The part of useEditor the frame shows. */
interface FramedEditor<TValues extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  save: (closeAfter: boolean) => Promise<void>;
  remove: () => void;
  readOnly: boolean;
  stored: boolean;
  saving: boolean;
  busy: boolean;
  error: unknown;
  stale: boolean;
}

interface EditorFormProps<TValues extends FieldValues, TOutput extends FieldValues> {
  editor: FramedEditor<TValues, TOutput>;
  testId: string;
  /** Attributes of the form element besides its test id, e.g. the mode an editor opened in. */
  attributes?: Record<`data-${string}`, string>;
  /** The item bar's accessible name, e.g. 'Site actions': Archive, Save & Close and Save, then `end`. */
  label?: string;
  /** Buttons to other blades at the item bar's end. */
  end?: ReactNode;
  /** Another action bar in place of the item bar, for editors with other actions. */
  bar?: ReactNode;
  /**
   * The item's name, or what adding one is called; left out where the blade has its own heading. A text
   * title names the blade too (useBladeTitle).
   */
  title?: ReactNode;
  titleTestId?: string;
  /** Another failure to show with the calls' (e.g. an export's). */
  error?: unknown;
  /** After a save refused as stale: the button that reads the item again and starts over from it. */
  reload?: { label: string; onReload: () => void } | undefined;
  /**
   * Enter in a field saves and stays, like Save: true where the form has one primary action. Off where
   * Enter means something else (e.g. Send in a form that also asks for something else).
   */
  enterSaves?: boolean;
  /** Space between the title, the notes and the sections. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/**
 * The one editor frame: the action bar, the title, the read-only note for users who may not edit, the
 * failure of the last call (with Reload after a stale save) and the fields, in one form whose submit
 * (Enter in a field) saves and stays.
 */
export function EditorForm<TValues extends FieldValues, TOutput extends FieldValues>(
  props: EditorFormProps<TValues, TOutput>,
) {
  const { editor } = props;
  const { form, save, readOnly, error, stale } = editor;
  useBladeTitle(typeof props.title === "string" ? props.title : undefined);
  const bar =
    props.bar ?? (props.label !== undefined && <EditorBar label={props.label} editor={editor} end={props.end} />);
  const enterSaves = !readOnly && props.enterSaves !== false;
  const submit = (event: FormEvent) => {
    // React passes submits up from portals too (a form in a modal a field opened): that one is not ours.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (enterSaves) void save(false);
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        onKeyDown={enterSaves ? submitOnEnter : undefined}
        className={readOnly ? classes.readOnly : undefined}
        data-testid={props.testId}
        {...props.attributes}
      >
        {bar}
        <Stack gap={props.gap ?? "md"} pt={bar ? "md" : 0}>
          {props.title !== undefined && (
            <Title order={2} size="h3" data-testid={props.titleTestId}>
              {props.title}
            </Title>
          )}
          {readOnly && <ReadOnlyNote />}
          <SaveErrorCallout error={error ?? props.error} reload={stale && props.reload} />
          {props.children}
        </Stack>
      </Box>
    </FormProvider>
  );
}
