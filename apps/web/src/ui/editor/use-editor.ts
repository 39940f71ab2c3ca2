import { useState } from "react";
import type { FieldValues, SubmitErrorHandler } from "react-hook-form";
import type { z } from "zod";
import { toApiError } from "../../api/http";
import { useBlades } from "../../app/workspace/blade-context";
import { useBladeDirty } from "../../app/workspace/blade-guard";
import type { Blade } from "../../app/workspace/blade-types";
import { useZodForm } from "../form/use-zod-form";
import { showSavedToast } from "./save-toast";
import { applyServerErrors } from "./server-errors";

const STALE = 412;

/** How an editor stores its item. `current` is the item as last read or saved, with the etag to send. */
export interface EditorCalls<TOutput, TItem> {
  /** Adds the item (an editor opened to add one); left out where there is nothing to add. */
  create?: (values: TOutput) => Promise<TItem>;
  update?: (values: TOutput, current: TItem) => Promise<TItem>;
  /** Archive or Remove. */
  remove?: (current: TItem) => Promise<unknown>;
}

export interface EditorOptions<TValues extends FieldValues, TOutput extends FieldValues, TItem> {
  /** The blade the editor lives in: Save & Close and Archive close it. */
  blade?: Blade;
  /** The stored item, or null for one to add. */
  stored: TItem | null;
  /** The user may not edit: the fields are disabled and the frame says why. */
  readOnly: boolean;
  /** Leaves the fields enabled for a read-only user, where they show themselves read-only (readOnly inputs). */
  keepFieldsEnabled?: boolean;
  /** The domain schema (or a pick/extend of it) the form is validated with; the calls get its output. */
  schema: z.ZodType<TOutput, TValues>;
  /** The form's values for a stored item (as read, or as saved), or a new one's for null. */
  valuesOf: (item: TItem | null) => TValues;
  calls: EditorCalls<TOutput, TItem>;
  /** A new item's id: once saved, its blade turns into the item's editor (mode edit). */
  idOf?: (item: TItem) => string;
  /**
   * What follows a save instead of the usual (close on Save & Close; a new item's blade turns into its
   * editor; else the form starts over from the item as saved).
   */
  onSaved?: (saved: TItem, closeAfter: boolean) => void;
  /** What follows Archive or Remove instead of closing the blade. */
  onRemoved?: () => void;
  /** A save stopped by the schema or refused by the server on fields, e.g. to open the rows holding the errors. */
  onInvalid?: SubmitErrorHandler<TValues>;
}

/**
 * The one editor hook: react-hook-form with the zod resolver on the domain schema, its create, update
 * and remove calls carrying the etag the edits started from (a stale one is refused with 412 and the
 * edits stay), the server's field messages on the exact field paths (the callout shows the failure),
 * the 'Saved' toast, and the unsaved edits reported to the blade, which asks before they are lost.
 */
export function useEditor<TValues extends FieldValues, TOutput extends FieldValues, TItem>(
  options: EditorOptions<TValues, TOutput, TItem>,
) {
  const { blade, stored, readOnly, valuesOf, calls } = options;
  const blades = useBlades();
  const [current, setCurrent] = useState(stored);
  // `values` held once per editor rather than `defaultValues`, whose deep-partial type does not resolve
  // over JSON fields; the two start a form the same way.
  const [initial] = useState(() => valuesOf(stored));
  const form = useZodForm<TValues, TOutput>(options.schema, {
    values: initial,
    disabled: readOnly && options.keepFieldsEnabled !== true,
  });
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<string | null>(null);
  useBladeDirty(!readOnly && form.formState.isDirty);

  /** Runs one call at a time: `kind` names it (e.g. "save"); a failure goes to the callout and onto the fields. */
  async function run<R>(kind: string, call: () => Promise<R>, then: (result: R) => void) {
    setError(null);
    setPending(kind);
    try {
      then(await call());
    } catch (failure) {
      setError(failure);
      applyServerErrors(form, failure);
      if (Object.keys(toApiError(failure).fields).length > 0) options.onInvalid?.(form.formState.errors);
    } finally {
      setPending(null);
    }
  }

  /** Takes a newer stored item: the form starts over from it and later calls carry its etag. */
  const adopt = (item: TItem) => {
    setCurrent(item);
    form.reset(valuesOf(item));
  };

  const afterSave = (saved: TItem, closeAfter: boolean) => {
    showSavedToast();
    if (options.onSaved) return options.onSaved(saved, closeAfter);
    if (closeAfter && blade) return blades.close(blade.id);
    if (current === null && blade && options.idOf)
      return blades.update(blade.id, { mode: "edit", itemId: options.idOf(saved) });
    adopt(saved);
  };

  /** Save (closeAfter false) or Save & Close; `call` stores the edits another way, e.g. Save & Activate. */
  const save = (closeAfter: boolean, call?: (values: TOutput, current: TItem | null) => Promise<TItem>) => {
    // A new attempt drops the last failure, so its callout never stays beside fields corrected since.
    setError(null);
    return form.handleSubmit((values) => {
      const store = () => {
        if (call) return call(values, current);
        if (current === null && calls.create) return calls.create(values);
        if (current !== null && calls.update) return calls.update(values, current);
        return Promise.reject(new Error("This editor cannot store the item."));
      };
      return run("save", store, (saved) => afterSave(saved, closeAfter));
    }, options.onInvalid)();
  };

  const remove = () => {
    if (current === null || !calls.remove) return;
    const removeCall = calls.remove;
    void run(
      "remove",
      () => removeCall(current),
      () => (options.onRemoved ? options.onRemoved() : blade && blades.close(blade.id)),
    );
  };

  return {
    form,
    save,
    remove,
    run,
    adopt,
    /** Keeps a newer stored item's etag for the next calls and leaves the edits as they are. */
    keep: setCurrent,
    /** The stored item as last read or saved; null until a new one is saved. */
    current,
    readOnly,
    /** The item is stored: it can be archived or removed. */
    stored: current !== null,
    error,
    clearError: () => setError(null),
    /** The call was refused because the item changed elsewhere (412): the edits stay, a reload can be offered. */
    stale: error !== null && toApiError(error).status === STALE,
    saving: pending === "save",
    pending,
    busy: pending !== null,
  };
}

export type Editor<TValues extends FieldValues, TOutput extends FieldValues, TItem> = ReturnType<
  typeof useEditor<TValues, TOutput, TItem>
>;
