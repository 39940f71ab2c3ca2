import {
  type StorefrontKey,
  type StorefrontKeyCreated,
  StorefrontKeyInput,
} from "@atelier/domain/account/storefront-key.schema";
import { TextInput } from "@mantine/core";
import { useState } from "react";
import {
  useCreateStorefrontKey,
  useRemoveStorefrontKey,
  useUpdateStorefrontKey,
} from "../../../api/account/storefront-key";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { AccountEditorForm } from "../common/account-editor-form";
import { KeyShownOnce } from "../common/key-shown-once";
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
  const create = useCreateStorefrontKey();
  const update = useUpdateStorefrontKey();
  const remove = useRemoveStorefrontKey();
  const [created, setCreated] = useState<StorefrontKeyCreated | null>(null);
  const { close } = useBlades();
  const done = () => close(blade.id);
  const editor = useEditor({
    blade,
    stored,
    readOnly: false,
    schema: StorefrontKeyInput,
    valuesOf: (item: StorefrontKey | null) => ({ name: item?.name ?? "", allowedOrigins: item?.allowedOrigins ?? [] }),
    calls: {
      create: async (input): Promise<StorefrontKey> => {
        const made = await create.mutateAsync({ companyId, input });
        setCreated(made);
        return made;
      },
      update: (input, current) =>
        update.mutateAsync({ companyId, id: current.storefrontKeyId, input: { ...input, etag: current.etag } }),
      remove: (current) => remove.mutateAsync({ companyId, id: current.storefrontKeyId, etag: current.etag }),
    },
    // A new key stays until it is copied (KeyShownOnce closes the blade).
    onSaved: () => stored !== null && done(),
  });
  const { form } = editor;

  return (
    <>
      <AccountEditorForm
        editor={editor}
        label={STOREFRONT_KEY_TEXTS.keyActions}
        removeLabel={STOREFRONT_KEY_TEXTS.revoke}
        testId="storefront-key-editor"
        title={stored?.name ?? STOREFRONT_KEY_TEXTS.newKey}
        subtitle={stored === null ? undefined : `${stored.keyHint}…`}
        reload={stored === null ? undefined : { label: STOREFRONT_KEY_TEXTS.reloadKey, onReload }}
      >
        <TextInput label={STOREFRONT_KEY_TEXTS.name} withAsterisk data-autofocus {...fieldProps(form, "name")} />
        <OriginsField />
      </AccountEditorForm>
      {created !== null && (
        <KeyShownOnce
          title={STOREFRONT_KEY_TEXTS.shownOnceTitle(created.name)}
          warning={STOREFRONT_KEY_TEXTS.shownOnce}
          value={created.key}
          testId="storefront-key"
          onDone={done}
        />
      )}
    </>
  );
}
