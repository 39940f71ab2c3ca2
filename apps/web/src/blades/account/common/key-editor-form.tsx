import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { AccountEditorForm } from "./account-editor-form";
import { KeyShownOnce } from "./key-shown-once";
import type { CreatedKey, KeyEditor, StoredKey } from "./use-key-editor";

/** The texts a key editor shows: the action bar's name, the new key's title, Reload and the shown-once title. */
export interface KeyEditorTexts {
  keyActions: string;
  newKey: string;
  reloadKey: string;
  shownOnceTitle: (name: string) => string;
}

interface KeyEditorFormProps<TValues extends FieldValues, TOutput extends FieldValues, TItem extends StoredKey> {
  keyEditor: KeyEditor<TValues, TOutput, TItem, CreatedKey>;
  texts: KeyEditorTexts;
  /** Why the new key must be copied now. */
  warning: string;
  /** Names the test ids: the form's is `{testId}-editor`, the shown-once dialog's `{testId}-shown-once`. */
  testId: string;
  removeLabel?: string;
  subtitle?: string;
  onReload: () => void;
  children: ReactNode;
}

/** A key editor's form (titled with the stored key's name) and, once a new key is made, the key shown once. */
export function KeyEditorForm<TValues extends FieldValues, TOutput extends FieldValues, TItem extends StoredKey>({
  keyEditor,
  texts,
  warning,
  testId,
  removeLabel,
  subtitle,
  onReload,
  children,
}: KeyEditorFormProps<TValues, TOutput, TItem>) {
  const { editor, stored, created, done } = keyEditor;
  return (
    <>
      <AccountEditorForm
        editor={editor}
        label={texts.keyActions}
        removeLabel={removeLabel}
        testId={`${testId}-editor`}
        title={stored?.name ?? texts.newKey}
        subtitle={subtitle}
        reload={stored === null ? undefined : { label: texts.reloadKey, onReload }}
      >
        {children}
      </AccountEditorForm>
      {created !== null && (
        <KeyShownOnce
          title={texts.shownOnceTitle(created.name)}
          warning={warning}
          value={created.key}
          testId={testId}
          onDone={done}
        />
      )}
    </>
  );
}
