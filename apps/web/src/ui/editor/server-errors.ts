import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toApiError } from "../../api/http";

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, "getValues" | "setError">;

/** "Model.ParentProducts[0].ParentProductId" and "parentProducts.0.parentProductId" both read parentproducts.0.parentproductid. */
function pathKey(path: string): string {
  return path.replace(/\[(\d+)\]/g, ".$1").toLowerCase();
}

/** Every path of a form's values: fields, list rows and the fields inside them ("groups", "groups.3", "groups.3.name"). */
function formPaths(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (value === null || typeof value !== "object" || value instanceof Date || value instanceof File) return into;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    into.set(pathKey(path), path);
    formPaths(inner, path, into);
  }
  return into;
}

/**
 * The form's field a server message names: the same path (case aside), else the same path under a
 * wrapper the form does not hold ("model.password" names "password"). Never the last segment alone:
 * a message on "parentProducts.5.parentProductId" belongs to that row, not to a top-level
 * "parentProductId", and finds no field when the form holds no such row.
 */
export function matchFieldPath(paths: ReadonlyMap<string, string>, serverPath: string): string | undefined {
  const segments = pathKey(serverPath).split(".");
  for (let start = 0; start < segments.length; start++) {
    const found = paths.get(segments.slice(start).join("."));
    if (found !== undefined) return found;
    // A segment the form holds at this level starts a path of the form's own: it is not a wrapper.
    if (paths.has(segments[start] ?? "")) return undefined;
  }
  return undefined;
}

/**
 * Puts the server's modelState messages on the form's fields at their exact paths (first message per
 * field), focusing the first of them. Returns the messages of fields the form does not have; the
 * editor's callout shows every message of the failure in any case.
 */
export function applyServerErrors<T extends FieldValues>(form: FormLike<T>, error: unknown): string[] {
  const { fields } = toApiError(error);
  const paths = formPaths(form.getValues(), "", new Map());
  const unmatched: string[] = [];
  let focused = false;
  for (const [serverPath, messages] of Object.entries(fields)) {
    const field = matchFieldPath(paths, serverPath);
    const [first] = messages;
    if (field === undefined || first === undefined) {
      unmatched.push(...messages);
      continue;
    }
    form.setError(field as Path<T>, { type: "server", message: first }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
