import { normalizeError } from "@atelier/domain/shared/errors";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { useCurrentUser } from "../../api/account/account";
import { ApiError } from "../../api/http";
import type { Blade } from "../../app/workspace/blade-types";
import { ErrorCallout } from "../error-callout";
import { LoadingLine } from "../loading-line";

const NOT_FOUND = new ApiError(normalizeError(404, { message: MESSAGES.resourceNotFound }));

/** The id of the item an editor blade shows: its itemId in mode edit, none in mode new. */
export function editedItemId(blade: Blade): string | undefined {
  return blade.mode === "edit" ? blade.itemId : undefined;
}

/** What an editor loaded: the user may not edit (read-only), and a reload that reads again and starts a new form. */
export interface LoadedEditor {
  readOnly: boolean;
  reload: () => void;
}

interface EditorLoaderProps<T> {
  /** The reads the editor starts from (none to add an item); each must be answered after the blade opened. */
  queries: readonly UseQueryResult<unknown>[];
  /** The item, found in the reads once they are in: null to add one, undefined when it is not there. */
  find: () => T | null | undefined;
  /** The edited item's id: another one starts another form. */
  itemKey?: string;
  children: (item: T | null, loaded: LoadedEditor) => ReactNode;
}

/**
 * An editor blade's loader: it waits for what the server holds now (a copy cached when the blade was
 * last open would only earn a 412) with 'Loading...', shows why it could not be read, or that the item
 * is not there; then the editor, read-only for users without the edit permission.
 */
export function EditorLoader<T>({ queries, find, itemKey, children }: EditorLoaderProps<T>) {
  const user = useCurrentUser();
  const [generation, setGeneration] = useState(0);
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorCallout error={failed.error} />;
  if (user.data === undefined || queries.some((query) => query.isPending || !query.isFetchedAfterMount)) {
    return <LoadingLine />;
  }
  const item = find();
  if (item === undefined) return <ErrorCallout error={NOT_FOUND} />;
  const reload = async () => {
    await Promise.all(queries.map((query) => query.refetch()));
    // The blade that holds the reads hears of the new data in TanStack Query's next notify batch (a
    // macrotask): the new form starts once it has rendered with it, not from the data read before.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setGeneration((count) => count + 1);
  };
  const loaded = { readOnly: !user.data.permissions.canEdit, reload: () => void reload() };
  return <Fragment key={`${itemKey ?? ""}:${generation}`}>{children(item, loaded)}</Fragment>;
}

/** The loader's reads for an editor blade of one item: none in mode new, the item's read in mode edit. */
export function itemReads<T>(blade: Blade, query: UseQueryResult<T>) {
  const id = editedItemId(blade);
  return {
    queries: id === undefined ? [] : [query],
    find: (): T | null | undefined => (id === undefined ? null : query.data),
    itemKey: id,
  };
}
