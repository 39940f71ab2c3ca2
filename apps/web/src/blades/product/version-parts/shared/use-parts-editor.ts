import type { Version } from "@atelier/domain/product/version.schema";
import { type ArrayPath, type FieldArray, type FieldValues, get, useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";
import { useEditor } from "../../../../ui/editor/use-editor";
import { saveNeedsConfirm, useVersionPartCalls, type VersionPartValues } from "../../common/version-part-calls";
import { useOpenItems } from "./open-items";
import { invalidIndexes } from "./part-keys";
import type { PartsAccordion } from "./parts-accordion";

interface PartsEditorOptions<
  TInput extends FieldValues,
  TOutput extends VersionPartValues,
  TName extends ArrayPath<TInput>,
> {
  blade: Blade;
  version: Version;
  canEdit: boolean;
  schema: z.ZodType<TOutput, TInput>;
  /** The field array the accordion shows, e.g. 'componentGroups'. */
  name: TName;
  /** The form's values for a version, as read or as saved. */
  formValues: (version: Version) => TInput;
  /** The items of form values, in order. */
  itemsOf: (values: TInput) => readonly FieldArray<TInput, TName>[];
  /** An item's accordion value: its saved id, else its temporary id. */
  keyOf: (item: FieldArray<TInput, TName>) => string;
  /** 'Add group' or 'Add view', and the item it adds. */
  addLabel: string;
  newItem: () => FieldArray<TInput, TName>;
}

/**
 * An accordion editor of version parts (groups, views) on the one editor hook: its field array, which
 * items are open, Add, Toggle all and Close. A save keeps open the items that were open (by position,
 * as temporary ids become saved ids); one stopped by the schema or refused by the server on fields
 * opens the items holding the errors (a server message on 'componentGroups.3.name' lands on that field).
 */
export function usePartsEditor<
  TInput extends FieldValues,
  TOutput extends VersionPartValues,
  TName extends ArrayPath<TInput>,
>(options: PartsEditorOptions<TInput, TOutput, TName>) {
  const { blade, version, canEdit, name, formValues, itemsOf, keyOf } = options;
  const { close } = useBlades();
  const items = useOpenItems();
  const editor = useEditor<TInput, TOutput, Version>({
    blade,
    stored: version,
    readOnly: !canEdit,
    keepFieldsEnabled: true,
    schema: options.schema,
    valuesOf: (item) => formValues(item ?? version),
    calls: useVersionPartCalls<TOutput>(),
    onSaved: (saved, closeAfter) => {
      if (closeAfter) return close(blade.id);
      items.carry(keys, itemsOf(formValues(saved)).map(keyOf));
      editor.adopt(saved);
    },
    onInvalid: (errors) => {
      for (const index of invalidIndexes(get(errors, name))) items.openItem(keys[index] ?? "");
    },
  });
  const { form } = editor;
  const list = useFieldArray<TInput, TName, "id", TOutput>({ control: form.control, name });
  const keys = list.fields.map(keyOf);

  /** Adds an item at the end, or at `at`, and opens it. */
  const add = (item: FieldArray<TInput, TName>, at?: number) => {
    if (at === undefined) list.append(item, { shouldFocus: false });
    else list.insert(at, item, { shouldFocus: false });
    items.openItem(keyOf(item));
  };

  /** What the accordion takes; `saveDisabled` while saving is not possible yet (e.g. a view's angles are broken). */
  const accordion = (saveDisabled = false) =>
    ({
      editor,
      toolbar: {
        addLabel: canEdit ? options.addLabel : undefined,
        onAdd: () => add(options.newItem()),
        onToggleAll: () => items.toggleAll(keys),
        dirty: form.formState.isDirty,
        onClose: () => close(blade.id),
        save: canEdit
          ? {
              confirm: saveNeedsConfirm(version),
              pending: editor.saving,
              disabled: saveDisabled,
              onSave: (closeAfter: boolean) => void editor.save(closeAfter),
            }
          : undefined,
      },
      feedback: { error: editor.error, invalid: Object.keys(form.formState.errors).length > 0 },
      open: items.open,
      onOpenChange: items.setOpen,
    }) satisfies Partial<Parameters<typeof PartsAccordion<TInput, TOutput>>[0]>;

  /** The props every item of the accordion takes. */
  const itemProps = (index: number) => ({
    form,
    bladeId: blade.id,
    index,
    count: list.fields.length,
    itemKey: keys[index] ?? "",
    readOnly: !canEdit,
    onMove: list.move,
    onRemove: list.remove,
  });

  return { form, fields: list.fields, add, accordion, itemProps };
}
