import { type StorefrontKey, StorefrontKeyInput } from "@atelier/domain/account/storefront-key.schema";
import { TextInput } from "@mantine/core";
import {
  useCreateStorefrontKey,
  useRemoveStorefrontKey,
  useUpdateStorefrontKey,
} from "../../../api/account/storefront-key";
import type { Blade } from "../../../app/workspace/blade-types";
import { fieldProps } from "../../../ui/form/field-props";
import { KeyEditorForm } from "../common/key-editor-form";
import { useKeyEditor } from "../common/use-key-editor";
import { OriginsField } from "./origins-field";
import { STOREFRONT_KEY_TEXTS } from "./storefront-key-texts";

interface StorefrontKeyEditorProps {
  blade: Blade;
  companyId: string;
  /** The stored key, or null to add one. */
  stored: StorefrontKey | null;
  onReload: () => void;
}

/**
 * EditStorefrontKey's form: name and allowed origins. A new key is shown once, then the blade closes; a stored
 * key's Save and Revoke close it once done.
 */
export function StorefrontKeyEditor({ blade, companyId, stored, onReload }: StorefrontKeyEditorProps) {
  const keyEditor = useKeyEditor({
    blade,
    companyId,
    stored,
    schema: StorefrontKeyInput,
    valuesOf: (item: StorefrontKey | null) => ({ name: item?.name ?? "", allowedOrigins: item?.allowedOrigins ?? [] }),
    keyId: (item) => item.storefrontKeyId,
    mutations: { create: useCreateStorefrontKey(), update: useUpdateStorefrontKey(), remove: useRemoveStorefrontKey() },
  });
  const { form } = keyEditor.editor;

  return (
    <KeyEditorForm
      keyEditor={keyEditor}
      texts={STOREFRONT_KEY_TEXTS}
      warning={STOREFRONT_KEY_TEXTS.shownOnce}
      testId="storefront-key"
      removeLabel={STOREFRONT_KEY_TEXTS.revoke}
      subtitle={stored === null ? undefined : `${stored.keyHint}…`}
      onReload={onReload}
    >
      <TextInput label={STOREFRONT_KEY_TEXTS.name} withAsterisk data-autofocus {...fieldProps(form, "name")} />
      <OriginsField />
    </KeyEditorForm>
  );
}
