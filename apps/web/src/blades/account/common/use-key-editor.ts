import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { type Editor, useEditor } from "../../../ui/editor/use-editor";

/** A key as the account API lists it: its name, and the etag later calls carry. */
export interface StoredKey {
  name: string;
  etag: string;
}

/** A key as just made: the key itself, which is never returned again. */
export interface CreatedKey extends StoredKey {
  key: string;
}

/** The key's create, update and remove mutations (e.g. useCreateApiKey()), each called with the company id. */
export interface KeyMutations<TOutput, TItem, TCreated> {
  create: { mutateAsync: (variables: { companyId: string; input: TOutput }) => Promise<TCreated> };
  update: {
    mutateAsync: (variables: { companyId: string; id: string; input: TOutput & { etag: string } }) => Promise<TItem>;
  };
  remove: { mutateAsync: (variables: { companyId: string; id: string; etag: string }) => Promise<unknown> };
}

export interface KeyEditorOptions<TValues extends FieldValues, TOutput extends FieldValues, TItem, TCreated> {
  blade: Blade;
  companyId: string;
  /** The stored key, or null to add one. */
  stored: TItem | null;
  schema: z.ZodType<TOutput, TValues>;
  valuesOf: (item: TItem | null) => TValues;
  /** The key's id in the calls, e.g. its apiKeyId. */
  keyId: (item: TItem) => string;
  mutations: KeyMutations<NoInfer<TOutput>, NoInfer<TItem>, TCreated>;
}

export interface KeyEditor<TValues extends FieldValues, TOutput extends FieldValues, TItem, TCreated> {
  editor: Editor<TValues, TOutput, TItem>;
  /** The stored key the editor was opened with, or null when it adds one. */
  stored: TItem | null;
  /** The key just made, to show once; null until then. */
  created: TCreated | null;
  /** Closes the blade. */
  done: () => void;
}

/**
 * An API key or storefront key editor: creating keeps the new key to show it once (KeyShownOnce), update
 * and remove carry the etag, and a stored key's Save and Remove close the blade once done.
 */
export function useKeyEditor<
  TValues extends FieldValues,
  TOutput extends FieldValues,
  TItem extends StoredKey,
  TCreated extends TItem & CreatedKey,
>(options: KeyEditorOptions<TValues, TOutput, TItem, TCreated>): KeyEditor<TValues, TOutput, TItem, TCreated> {
  const { blade, companyId, stored, keyId, mutations } = options;
  const [created, setCreated] = useState<TCreated | null>(null);
  const { close } = useBlades();
  const done = () => close(blade.id);
  const editor = useEditor({
    blade,
    stored,
    readOnly: false,
    schema: options.schema,
    valuesOf: options.valuesOf,
    calls: {
      create: async (input): Promise<TItem> => {
        const made = await mutations.create.mutateAsync({ companyId, input });
        setCreated(made);
        return made;
      },
      update: (input, current) =>
        mutations.update.mutateAsync({ companyId, id: keyId(current), input: { ...input, etag: current.etag } }),
      remove: (current) => mutations.remove.mutateAsync({ companyId, id: keyId(current), etag: current.etag }),
    },
    // A new key stays until it is copied (KeyShownOnce closes the blade).
    onSaved: () => stored !== null && done(),
  });
  return { editor, stored, created, done };
}
