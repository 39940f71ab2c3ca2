import { useState } from "react";
import { useBlades } from "../../../../app/workspace/blade-context";
import { useBladeDirty } from "../../../../app/workspace/blade-guard";
import type { Blade } from "../../../../app/workspace/blade-types";
import { usePickRequest } from "../../../../app/workspace/pick-requests";

/**
 * A value editor opened through the picker (usePicker with the request's `value`): the text being edited,
 * Apply (completes the pick with [the text]) and Cancel (closes: the pick ends without a value). Without a
 * request (after a reload) there is nothing to edit.
 */
export function useValueEdit(blade: Blade) {
  const { request, complete } = usePickRequest(blade);
  const { close } = useBlades();
  const [draft, setDraft] = useState<string | null>(null);
  const original = request?.value;
  const text = draft ?? original ?? "";
  useBladeDirty(original !== undefined && draft !== null && draft !== original);
  return {
    /** False when the blade was not opened to edit a value. */
    editing: original !== undefined,
    text,
    setText: setDraft,
    apply: () => complete([text]),
    cancel: () => close(blade.id),
  };
}
