import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ErrorCallout } from "../error-callout";
import { LoadingLine } from "../loading-line";

interface CardListProps<T> {
  /** The items once read; undefined while loading or after a failure. */
  items: T[] | undefined;
  error: unknown;
  loading: boolean;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  emptyTestId: string;
  children: (item: T) => ReactNode;
}

/** A list of cards read from the server: its failure, a loading line, an empty text, or one card per item. */
export function CardList<T>({ items, error, loading, label, emptyText, emptyTestId, children }: CardListProps<T>) {
  return (
    <>
      <ErrorCallout error={error} />
      {loading && <LoadingLine />}
      {items !== undefined && items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      )}
      {items !== undefined && items.length > 0 && (
        <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map(children)}
        </Stack>
      )}
    </>
  );
}
