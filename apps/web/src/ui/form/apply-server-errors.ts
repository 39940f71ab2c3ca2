import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toApiError } from "../../api/http";

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, "getValues" | "setError">;

/** "Model.UserName", "userName" and "username" all name the form field "username". */
function fieldKey(name: string): string {
  const last = name.split(".").pop() ?? name;
  return last.toLowerCase();
}

/**
 * Puts the server's modelState messages on the form's own fields (first message per field), focusing
 * the first of them. Returns the messages of fields the form does not have, for the callout.
 */
export function applyServerErrors<T extends FieldValues>(form: FormLike<T>, error: unknown): string[] {
  const { fields } = toApiError(error);
  const byKey = new Map<string, Path<T>>();
  for (const name of Object.keys(form.getValues())) byKey.set(fieldKey(name), name as Path<T>);
  const unmatched: string[] = [];
  let focused = false;
  for (const [serverName, messages] of Object.entries(fields)) {
    const field = byKey.get(fieldKey(serverName));
    const [first] = messages;
    if (field === undefined || first === undefined) {
      unmatched.push(...messages);
      continue;
    }
    form.setError(field, { type: "server", message: first }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
