import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toApiError } from "../../api/http";
import { applyServerErrors } from "./apply-server-errors";

const STALE = 412;

/**
 * The calls of an editor form, one at a time: `kind` names which one runs (e.g. "save" or "remove"), its
 * failure is kept for the callout and the server's field messages go onto the fields. The form keeps what
 * the user entered whatever the outcome.
 */
export function useFormCalls<T extends FieldValues>(form: Pick<UseFormReturn<T>, "getValues" | "setError">) {
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function run<R>(kind: string, call: () => Promise<R>, then: (result: R) => void) {
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
    pending,
    /** The call was refused because the item changed elsewhere (412): a reload can be offered. */
    stale: error !== null && toApiError(error).status === STALE,
    busy: pending !== null,
  };
}

export type FormCalls = ReturnType<typeof useFormCalls>;
