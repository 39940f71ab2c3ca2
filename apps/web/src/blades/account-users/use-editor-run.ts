import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toApiError } from "../../api/http";
import { applyServerErrors } from "../../ui/form/apply-server-errors";

const STALE = 412;

/**
 * The calls of an account editor (user, API key, invite): one at a time, its failure kept for the
 * callout and its field messages put on the form. A refused call keeps what the user chose.
 */
export function useEditorRun<T extends FieldValues>(form: Pick<UseFormReturn<T>, "getValues" | "setError">) {
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<"save" | "remove" | null>(null);

  async function run<R>(kind: "save" | "remove", call: () => Promise<R>, then: (result: R) => void) {
    setError(null);
    setPending(kind);
    try {
      then(await call());
    } catch (failure) {
      setError(failure);
      applyServerErrors(form, failure);
    } finally {
      setPending(null);
    }
  }

  return {
    run,
    error,
    /** The call was refused because the item changed elsewhere: a reload can be offered. */
    stale: error !== null && toApiError(error).status === STALE,
    saving: pending === "save",
    busy: pending !== null,
  };
}

export type EditorRun = ReturnType<typeof useEditorRun>;
