import { type ComponentOption, ComponentOptionFields } from "@atelier/domain/catalogue/component-option.schema";
import {
  useCreateComponentOption,
  useRemoveComponentOption,
  useUpdateComponentOption,
} from "../../../api/catalogue/component-option";
import { useExportComponentOptions } from "../../../api/catalogue/component-option-list";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { useComponentPreview } from "../../product/components/use-component-preview";
import { catalogueLinks } from "../catalogue-links";
import { rememberCopy } from "./option-editor-item-id";
import { copyValues, type OptionFormOutput, type OptionFormValues, optionValues } from "./option-form-values";

interface OptionEditorOptions {
  blade: Blade;
  /** The stored option, or null for a new one or a copy. */
  option: ComponentOption | null;
  /** What the form starts with: the stored option's fields, a new option's or a copy's. */
  initial: OptionFormValues;
  readOnly: boolean;
}

/**
 * The option editor's form and calls: those of every catalogue editor (Save & Close, Save, which stays and
 * refreshes the record, Archive), then Copy, Export as batch (this option's code) and Preview. Copy, like a
 * save, waits until the form is valid.
 */
export function useOptionEditor({ blade, option, initial, readOnly }: OptionEditorOptions) {
  const { open } = useBlades();
  const exportOptions = useExportComponentOptions();
  const preview = useComponentPreview(blade.id);
  const editor = useEditor({
    blade,
    stored: option,
    readOnly,
    schema: ComponentOptionFields,
    // The form starts from `initial`, and from the option as saved after each save.
    valuesOf: (item: ComponentOption | null): OptionFormValues =>
      item === null || item === option ? initial : optionValues(item),
    idOf: (stored) => stored.componentOptionId,
    calls: itemCalls((stored) => stored.componentOptionId, {
      create: useCreateComponentOption(),
      update: useUpdateComponentOption(),
      remove: useRemoveComponentOption(),
    }),
  });

  /** Opens a new editor on this one, prefilled with the form's values and the code suffixed ' Copy'. */
  const copy = (values: OptionFormOutput) => {
    if (option === null) return;
    const link = catalogueLinks.copyOption({ sourceId: option.componentOptionId });
    rememberCopy(link, copyValues(values));
    open(link, { parentId: blade.id });
  };

  return {
    editor,
    copy: () => void editor.form.handleSubmit(copy)(),
    exportOption: () => option && exportOptions.mutate([option.code]),
    exporting: exportOptions.isPending,
    exportError: exportOptions.error,
    preview: () => option && preview(option.code),
  };
}
