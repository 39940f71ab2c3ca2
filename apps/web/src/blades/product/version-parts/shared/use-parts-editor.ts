import type { Version } from "@atelier/domain/product/version.schema";
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  get,
  type UseFormReturn,
  useFieldArray,
} from "react-hook-form";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";
import { useOpenItems } from "./open-items";
import { invalidIndexes } from "./part-keys";
import type { PartsAccordion } from "./parts-accordion";
import { saveNeedsConfirm, useVersionPartSave, type VersionPartValues } from "./use-version-part-save";

interface PartsEditorOptions<
  TInput extends FieldValues,
  TOutput extends VersionPartValues,
  TName extends ArrayPath<TInput>,
> {
  blade: Blade;
  version: Version;
  canEdit: boolean;
  form: UseFormReturn<TInput, unknown, TOutput>;
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
  /** Saving is not possible yet (e.g. a view's angles are broken). */
  saveDisabled?: boolean;
}

/**
 * The wiring of an accordion editor of version parts (groups, views): its field array, which items are
 * open, Add, Toggle all, Close and the saves. A save keeps open the items that were open (by position,
 * as temporary ids become saved ids); a refused one opens the items holding errors.
 */
export function usePartsEditor<
  TInput extends FieldValues,
  TOutput extends VersionPartValues,
  TName extends ArrayPath<TInput>,
>(options: PartsEditorOptions<TInput, TOutput, TName>) {
  const { blade, version, canEdit, form, name, formValues, itemsOf, keyOf } = options;
  const { close } = useBlades();
  const list = useFieldArray<TInput, TName, "id", TOutput>({ control: form.control, name });
  const items = useOpenItems();
  const saving = useVersionPartSave(blade, version);
  const keys = list.fields.map(keyOf);

  /** Adds an item at the end, or at `at`, and opens it. */
  const add = (item: FieldArray<TInput, TName>, at?: number) => {
    if (at === undefined) list.append(item, { shouldFocus: false });
    else list.insert(at, item, { shouldFocus: false });
    items.openItem(keyOf(item));
  };

  const save = (closeAfter: boolean) =>
    form.handleSubmit(
      (values) =>
        saving.save(values, {
          close: closeAfter,
          onSaved: (saved) => {
            const next = formValues(saved);
            items.carry(keys, itemsOf(next).map(keyOf));
            form.reset(next);
          },
        }),
      (errors) => {
        for (const index of invalidIndexes(get(errors, name))) items.openItem(keys[index] ?? "");
      },
    )();

  const accordion = {
    toolbar: {
      addLabel: canEdit ? options.addLabel : undefined,
      onAdd: () => add(options.newItem()),
      onToggleAll: () => items.toggleAll(keys),
      dirty: form.formState.isDirty,
      onClose: () => close(blade.id),
      save: canEdit
        ? {
            confirm: saveNeedsConfirm(version),
            pending: saving.pending,
            disabled: options.saveDisabled ?? false,
            onSave: save,
          }
        : undefined,
    },
    feedback: { error: saving.error, invalid: Object.keys(form.formState.errors).length > 0 },
    open: items.open,
    onOpenChange: items.setOpen,
  } satisfies Partial<Parameters<typeof PartsAccordion>[0]>;

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

  return { fields: list.fields, add, accordion, itemProps };
}
