import { MESSAGES } from "@atelier/domain/messages";
import { Center, Loader } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorCallout } from "../../ui/error-callout";

interface CatalogueEditorLoaderProps<T> {
  /** The stored item's call; undefined in new mode. */
  query: UseQueryResult<T> | undefined;
  /** The editor, for the stored item or null (new mode). */
  children: (item: T | null) => ReactNode;
}

/** Waits for the item an edit-mode editor shows (or shows why it could not be read). */
export function CatalogueEditorLoader<T>({ query, children }: CatalogueEditorLoaderProps<T>) {
  if (query === undefined) return children(null);
  if (query.isPending) {
    return (
      <Center py="xl" aria-label={MESSAGES.loading}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) return <ErrorCallout error={query.error} />;
  return children(query.data);
}
