import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { Blade } from "../../app/workspace/blade-types";
import { useZodForm } from "../form/use-zod-form";
import { useEditorCalls } from "./editor-calls";

/** The add, update and archive mutations of a catalogue resource (api/<resource>.ts). */
interface ItemMutations<TOutput, TItem> {
  create: { mutateAsync: (input: TOutput) => Promise<TItem> };
  update: { mutateAsync: (variables: { id: string; input: TOutput & { etag: string } }) => Promise<TItem> };
  remove: { mutateAsync: (variables: { id: string; etag: string }) => Promise<unknown> };
}

interface CatalogueEditorOptions<TValues extends FieldValues, TOutput extends FieldValues, TItem> {
  blade: Blade;
  /** The stored item, or null in mode new. */
  stored: TItem | null;
  readOnly: boolean;
  schema: z.ZodType<TOutput, TValues>;
  /** The form's values for a stored item, or a new one's for null. */
  valuesOf: (item: TItem | null) => TValues;
  idOf: (item: TItem) => string;
  mutations: ItemMutations<TOutput, TItem>;
}

/**
 * A catalogue editor's form and calls (sites, dimensions, definitions, types, placements): the form
 * starts from the item as read and is disabled for read-only users; see useEditorCalls for the calls.
 */
export function useCatalogueEditor<
  TValues extends FieldValues,
  TOutput extends FieldValues,
  TItem extends { etag: string },
>(options: CatalogueEditorOptions<TValues, TOutput, TItem>) {
  const { blade, stored, readOnly, valuesOf, mutations } = options;
  const [initial] = useState(() => valuesOf(stored));
  const form = useZodForm<TValues, TOutput>(options.schema, { values: initial, disabled: readOnly });
  const calls = useEditorCalls({
    blade,
    stored,
    form,
    idOf: options.idOf,
    valuesOf,
    create: (values) => mutations.create.mutateAsync(values),
    update: (id, values, etag) => mutations.update.mutateAsync({ id, input: { ...values, etag } }),
    remove: (id, etag) => mutations.remove.mutateAsync({ id, etag }),
  });
  return { form, calls, stored: stored !== null, readOnly };
}
