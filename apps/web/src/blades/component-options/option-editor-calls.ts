import type { ComponentOption } from "@atelier/domain/component-option.schema";
import type { UseFormReturn } from "react-hook-form";
import {
  useCreateComponentOption,
  useRemoveComponentOption,
  useUpdateComponentOption,
} from "../../api/component-option";
import { useExportComponentOptions } from "../../api/component-option-list";
import { toApiError } from "../../api/http";
import { useBlades } from "../../app/workspace/blade-context";
import type { Blade } from "../../app/workspace/blade-types";
import { useEditorCalls } from "../../ui/catalogue-editor/editor-calls";
import { useComponentPreview } from "../components/use-component-preview";
import { copyOptionItemId, rememberCopy } from "./option-editor-item-id";
import { copyValues, type OptionFormOutput, type OptionFormValues, optionValues } from "./option-form-values";

const STALE = 412;

interface OptionEditorCallsOptions {
  blade: Blade;
  /** The stored option, or null for a new one or a copy. */
  option: ComponentOption | null;
  form: UseFormReturn<OptionFormValues, unknown, OptionFormOutput>;
}

/**
 * The option editor's calls: Save & Close and Save (which stays and refreshes the record), Archive,
 * Copy, Export as batch (this option's code) and Preview. Copy, like a save, waits until the form is valid.
 */
export function useOptionEditorCalls({ blade, option, form }: OptionEditorCallsOptions) {
  const { open } = useBlades();
  const create = useCreateComponentOption();
  const update = useUpdateComponentOption();
  const remove = useRemoveComponentOption();
  const exportOptions = useExportComponentOptions();
  const preview = useComponentPreview(blade.id);
  const calls = useEditorCalls({
    blade,
    stored: option,
    form,
    idOf: (stored) => stored.componentOptionId,
    valuesOf: optionValues,
    create: (values) => create.mutateAsync(values),
    update: (id, values, etag) => update.mutateAsync({ id, input: { ...values, etag } }),
    remove: (id, etag) => remove.mutateAsync({ id, etag }),
  });

  /** Opens a new editor on this one, prefilled with the form's values and the code suffixed ' Copy'. */
  const copy = (values: OptionFormOutput) => {
    if (option === null) return;
    const itemId = copyOptionItemId(option.componentOptionId);
    rememberCopy(itemId, copyValues(values));
    open("EditComponentOption", { mode: "new", itemId, parentId: blade.id });
  };

  return {
    ...calls,
    error: calls.error ?? exportOptions.error,
    /** The save was refused because the option changed elsewhere: the edits stay, a reload is offered. */
    stale: calls.error !== null && toApiError(calls.error).status === STALE,
    copy: () => void form.handleSubmit(copy)(),
    exportOption: () => option && exportOptions.mutate([option.code]),
    exporting: exportOptions.isPending,
    preview: () => option && preview(option.code),
  };
}
