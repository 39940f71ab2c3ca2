import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useBlades } from "../../app/workspace/blade-context";
import type { Blade } from "../../app/workspace/blade-types";
import { useFormCalls } from "../form/use-form-calls";

interface EditorCallsOptions<TValues extends FieldValues, TOutput extends FieldValues, TItem extends { etag: string }> {
  blade: Blade;
  /** The stored item, or null in mode new. */
  stored: TItem | null;
  form: UseFormReturn<TValues, unknown, TOutput>;
  idOf: (item: TItem) => string;
  valuesOf: (item: TItem) => TValues;
  create: (values: TOutput) => Promise<TItem>;
  update: (id: string, values: TOutput, etag: string) => Promise<TItem>;
  remove: (id: string, etag: string) => Promise<unknown>;
}

/**
 * The calls of a catalogue editor. Save & Close closes the blade after success; Save stays
 * (a new item's blade turns into its editor). Updates and Archive carry the etag the form was read
 * with, so an item changed elsewhere is refused (412) and the edits stay. A failure goes to the
 * callout, and the server's field messages onto the fields.
 */
export function useEditorCalls<
  TValues extends FieldValues,
  TOutput extends FieldValues,
  TItem extends { etag: string },
>(options: EditorCallsOptions<TValues, TOutput, TItem>) {
  const { blade, stored, form, idOf, valuesOf } = options;
  const blades = useBlades();
  const [etag, setEtag] = useState(stored?.etag ?? "");
  const { run, error, pending, stale, busy } = useFormCalls(form);

  const save = (closeAfter: boolean) =>
    form.handleSubmit((values) =>
      run(
        "save",
        () => (stored === null ? options.create(values) : options.update(idOf(stored), values, etag)),
        (saved) => {
          if (closeAfter) return blades.close(blade.id);
          if (stored === null) return blades.update(blade.id, { mode: "edit", itemId: idOf(saved) });
          setEtag(saved.etag);
          form.reset(valuesOf(saved));
        },
      ),
    )();

  const archive = () => {
    if (stored !== null)
      void run(
        "archive",
        () => options.remove(idOf(stored), etag),
        () => blades.close(blade.id),
      );
  };

  return {
    save,
    archive,
    error,
    /** The save was refused because the item changed elsewhere: the edits stay, a reload can be offered. */
    stale,
    saving: pending === "save",
    busy,
  };
}

export type EditorCalls = ReturnType<typeof useEditorCalls>;
