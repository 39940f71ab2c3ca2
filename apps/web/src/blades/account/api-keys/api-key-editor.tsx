import { type ApiKey, ApiKeyInput } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { TextInput } from "@mantine/core";
import { useCreateApiKey, useRemoveApiKey, useUpdateApiKey } from "../../../api/account/api-key";
import type { Blade } from "../../../app/workspace/blade-types";
import { fieldProps } from "../../../ui/form/field-props";
import { KeyEditorForm } from "../common/key-editor-form";
import { RoleChecklist } from "../common/role-checklist";
import { useKeyEditor } from "../common/use-key-editor";
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
  const keyEditor = useKeyEditor({
    blade,
    companyId,
    stored,
    schema: ApiKeyInput,
    valuesOf: (item: ApiKey | null) => ({ name: item?.name ?? "", roles: item?.roles ?? [] }),
    keyId: (item) => item.apiKeyId,
    mutations: { create: useCreateApiKey(), update: useUpdateApiKey(), remove: useRemoveApiKey() },
  });
  const { form } = keyEditor.editor;

  return (
    <KeyEditorForm
      keyEditor={keyEditor}
      texts={API_KEY_TEXTS}
      warning={MESSAGES.apiKeyShownOnce}
      testId="api-key"
      onReload={onReload}
    >
      <TextInput label={API_KEY_TEXTS.name} withAsterisk data-autofocus {...fieldProps(form, "name")} />
      <RoleChecklist offered={offered} held={stored?.roles ?? []} />
    </KeyEditorForm>
  );
}
