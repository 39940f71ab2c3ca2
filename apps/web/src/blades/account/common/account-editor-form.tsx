import { Button, Text } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { TONES } from "../../../app/theme-tokens";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../../ui/confirm-button";
import { EditorForm } from "../../../ui/editor/editor-form";
import type { Editor } from "../../../ui/editor/use-editor";
import { ACCOUNT_USERS_TEXTS } from "../users/account-users-texts";

interface AccountEditorFormProps<TValues extends FieldValues, TOutput extends FieldValues, TItem> {
  editor: Editor<TValues, TOutput, TItem>;
  /** The action bar's accessible name, e.g. 'User actions'. */
  label: string;
  /** Remove's label, when removing is e.g. revoking. */
  removeLabel?: string;
  /** Save's label and icon, when the form does not save but e.g. sends. */
  saveLabel?: string;
  saveIcon?: ReactNode;
  testId: string;
  title: string;
  /** One dimmed line under the title, e.g. the user's e-mail. */
  subtitle?: string;
  /** After a call refused as stale: reads the item again and starts over from it. */
  reload?: { label: string; onReload: () => void } | undefined;
  children: ReactNode;
}

/**
 * The user, API key and invite editors in the editor frame: Remove (stored items, 'Confirm?') and Save
 * (or Send), the title, then the fields. Read-only users see no bar.
 */
export function AccountEditorForm<TValues extends FieldValues, TOutput extends FieldValues, TItem>(
  props: AccountEditorFormProps<TValues, TOutput, TItem>,
) {
  const { editor } = props;
  return (
    <EditorForm
      editor={editor}
      testId={props.testId}
      title={props.title}
      reload={props.reload}
      bar={
        !editor.readOnly && (
          <StickyActionBar
            label={props.label}
            danger={false}
            start={
              <>
                {editor.stored && (
                  <ConfirmButton
                    size="xs"
                    variant="default"
                    color={TONES.danger}
                    onConfirm={editor.remove}
                    disabled={editor.busy}
                  >
                    {props.removeLabel ?? ACCOUNT_USERS_TEXTS.remove}
                  </ConfirmButton>
                )}
                <Button
                  type="submit"
                  size="xs"
                  loading={editor.saving}
                  disabled={editor.busy && !editor.saving}
                  leftSection={props.saveIcon ?? <IconDeviceFloppy size={14} />}
                >
                  {props.saveLabel ?? ACCOUNT_USERS_TEXTS.save}
                </Button>
              </>
            }
          />
        )
      }
    >
      {props.subtitle !== undefined && (
        <Text size="sm" c="dimmed" mt={-12}>
          {props.subtitle}
        </Text>
      )}
      {props.children}
    </EditorForm>
  );
}
