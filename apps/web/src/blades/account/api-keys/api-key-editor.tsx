import { type ApiKey, type ApiKeyCreated, ApiKeyInput } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { TextInput } from "@mantine/core";
import { useState } from "react";
import { useCreateApiKey, useRemoveApiKey, useUpdateApiKey } from "../../../api/account/api-key";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { AccountEditorForm } from "../common/account-editor-form";
import { KeyShownOnce } from "../common/key-shown-once";
import { RoleChecklist } from "../common/role-checklist";
import { API_KEY_TEXTS } from "./api-key-texts";

interface ApiKeyEditorProps {
  blade: Blade;
  companyId: string;
  /** The stored key, or null to add one. */
  stored: ApiKey | null;
  /** The roles the signed-in user may grant. */
  offered: readonly Role[];
  onReload: () => void;
}

/**
 * EditAccountKey's form (spec part 2, 'User, API key and invite panels'): name and roles. A new key is
 * shown once, then the blade closes; a stored key's Save and Remove close it once done.
 */
export function ApiKeyEditor({ blade, companyId, stored, offered, onReload }: ApiKeyEditorProps) {
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const remove = useRemoveApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const { close } = useBlades();
  const done = () => close(blade.id);
  const editor = useEditor({
    blade,
    stored,
    readOnly: false,
    schema: ApiKeyInput,
    valuesOf: (item: ApiKey | null) => ({ name: item?.name ?? "", roles: item?.roles ?? [] }),
    calls: {
      create: async (input): Promise<ApiKey> => {
        const made = await create.mutateAsync({ companyId, input });
        setCreated(made);
        return made;
      },
      update: (input, current) =>
        update.mutateAsync({ companyId, id: current.apiKeyId, input: { ...input, etag: current.etag } }),
      remove: (current) => remove.mutateAsync({ companyId, id: current.apiKeyId, etag: current.etag }),
    },
    // A new key stays until its secret is copied (KeyShownOnce closes the blade).
    onSaved: () => stored !== null && done(),
  });
  const { form } = editor;

  return (
    <>
      <AccountEditorForm
        editor={editor}
        label={API_KEY_TEXTS.keyActions}
        testId="api-key-editor"
        title={stored?.name ?? API_KEY_TEXTS.newKey}
        reload={stored === null ? undefined : { label: API_KEY_TEXTS.reloadKey, onReload }}
      >
        <TextInput label={API_KEY_TEXTS.name} withAsterisk data-autofocus {...fieldProps(form, "name")} />
        <RoleChecklist offered={offered} held={stored?.roles ?? []} />
      </AccountEditorForm>
      {created !== null && (
        <KeyShownOnce
          title={API_KEY_TEXTS.shownOnceTitle(created.name)}
          warning={MESSAGES.apiKeyShownOnce}
          value={created.key}
          testId="api-key"
          onDone={done}
        />
      )}
    </>
  );
}
