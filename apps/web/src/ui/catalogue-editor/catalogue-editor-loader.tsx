import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { useCurrentUser } from "../../api/account/account";
import type { Blade } from "../../app/workspace/blade-types";
import { ErrorCallout } from "../error-callout";
import { LoadingLine } from "../loading-line";

/** The id of the item an editor blade shows: its itemId in mode edit, none in mode new. */
export function editedItemId(blade: Blade): string | undefined {
  return blade.mode === "edit" ? blade.itemId : undefined;
}

interface CatalogueEditorLoaderProps<T> {
  blade: Blade;
  /** The stored item's call, for editedItemId(blade) (idle in mode new). */
  query: UseQueryResult<T>;
  /** The editor, for the stored item or null (mode new), read-only for users who may not edit. */
  children: (item: T | null, readOnly: boolean) => ReactNode;
}

/**
 * A catalogue editor blade's frame: mode new starts at once; mode edit waits for the stored item (or
 * shows why it could not be read), and a new item id starts a new form.
 */
export function CatalogueEditorLoader<T>({ blade, query, children }: CatalogueEditorLoaderProps<T>) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const id = editedItemId(blade);
  if (id === undefined) return children(null, readOnly);
  if (query.isError) return <ErrorCallout error={query.error} />;
  // The form starts from what the server holds now, not from a copy cached when the blade was last open.
  if (query.isPending || !query.isFetchedAfterMount) return <LoadingLine />;
  return <Fragment key={id}>{children(query.data, readOnly)}</Fragment>;
}
