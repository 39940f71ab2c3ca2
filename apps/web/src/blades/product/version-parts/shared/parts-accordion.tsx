import { Accordion, Text } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { EditorForm } from "../../../../ui/editor/editor-form";
import { PartsToolbar } from "../../common/parts-toolbar";
import { SaveFeedback } from "../../common/save-feedback";

interface PartsAccordionProps<TValues extends FieldValues, TOutput extends FieldValues> {
  /** The groups or views editor (useEditor through usePartsEditor). */
  editor: ComponentProps<typeof EditorForm<TValues, TOutput>>["editor"];
  title: string;
  toolbar: ComponentProps<typeof PartsToolbar>;
  /** The last failed save, and whether fields hold validation errors. */
  feedback: ComponentProps<typeof SaveFeedback>;
  /** Shown under the toolbar, e.g. why saving is not possible yet. */
  notice?: ReactNode;
  /** Shown instead of the accordion when it has no items. */
  empty: string | null;
  open: string[];
  onOpenChange: (open: string[]) => void;
  children: ReactNode;
}

/** The layout of the groups and views editors in the editor frame: toolbar, title, save feedback and the accordion. */
export function PartsAccordion<TValues extends FieldValues, TOutput extends FieldValues>({
  editor,
  title,
  toolbar,
  feedback,
  notice,
  empty,
  open,
  onOpenChange,
  children,
}: PartsAccordionProps<TValues, TOutput>) {
  return (
    <EditorForm
      editor={editor}
      testId="version-part-editor"
      title={title}
      bar={<PartsToolbar {...toolbar} />}
      // A save that asks 'Confirm?' first is not one Enter may make.
      enterSaves={toolbar.save !== undefined && !toolbar.save.confirm}
    >
      {notice}
      <SaveFeedback {...feedback} />
      {empty !== null && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      <Accordion multiple variant="separated" value={open} onChange={onOpenChange} keepMounted={false}>
        {children}
      </Accordion>
    </EditorForm>
  );
}
