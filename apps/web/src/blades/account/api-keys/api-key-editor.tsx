import { type ApiKey, type ApiKeyCreated, ApiKeyInput } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { TextInput } from "@mantine/core";
import { useState } from "react";
import { useCreateApiKey, useRemoveApiKey, useUpdateApiKey } from "../../../api/account/api-key";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { fieldProps } from "../../../ui/form/field-props";
import { useFormCalls } from "../../../ui/form/use-form-calls";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { AccountEditorForm } from "../users/account-editor-form";
import { RoleChecklist } from "../users/role-checklist";
import { ApiKeyShownOnce } from "./api-key-shown-once";
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
  const form = useZodForm(ApiKeyInput, { defaultValues: { name: stored?.name ?? "", roles: stored?.roles ?? [] } });
  const calls = useFormCalls(form);
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const remove = useRemoveApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const { close } = useBlades();
  const done = () => close(blade.id);

  const save = (input: ApiKeyInput) =>
    stored === null
      ? calls.run("save", () => create.mutateAsync({ companyId, input }), setCreated)
      : calls.run(
          "save",
          () => update.mutateAsync({ companyId, id: stored.apiKeyId, input: { ...input, etag: stored.etag } }),
          done,
        );
  const removeKey =
    stored === null
      ? undefined
      : () =>
          calls.run("remove", () => remove.mutateAsync({ companyId, id: stored.apiKeyId, etag: stored.etag }), done);

  return (
    <>
      <AccountEditorForm
        form={form}
        calls={calls}
        onSave={save}
        onRemove={removeKey}
        label={API_KEY_TEXTS.keyActions}
        testId="api-key-editor"
        title={stored?.name ?? API_KEY_TEXTS.newKey}
        reload={stored === null ? undefined : { label: API_KEY_TEXTS.reloadKey, onReload }}
      >
        <TextInput label={API_KEY_TEXTS.name} withAsterisk data-autofocus {...fieldProps(form, "name")} />
        <RoleChecklist offered={offered} held={stored?.roles ?? []} />
      </AccountEditorForm>
      {created !== null && <ApiKeyShownOnce created={created} onDone={done} />}
    </>
  );
}
