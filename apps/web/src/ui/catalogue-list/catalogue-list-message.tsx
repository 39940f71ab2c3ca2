import { MESSAGES } from "@atelier/domain/messages";
import { Stack, Text } from "@mantine/core";
import classes from "../../blades/products/products.module.css";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";
import type { ItemListState } from "./item-rows";

export interface EmptyList {
  /** What the blade says when there is nothing at all. */
  text: string;
  /** Said dimmed below it: what the items are for. */
  explained?: string;
}

interface CatalogueListMessageProps {
  state: Exclude<ItemListState, "rows">;
  empty: EmptyList;
  /** Nothing is left because the tag scope is on and no filter text is entered: the list says so. */
  scopeHidesAll: boolean;
}

/** What a catalogue list shows in place of its rows: loading, its empty state, or why nothing is left. */
export function CatalogueListMessage({ state, empty, scopeHidesAll }: CatalogueListMessageProps) {
  if (state === "empty" && empty.explained !== undefined) {
    return (
      <Stack gap={4} className={classes.message} data-testid="item-message">
        <Text size="sm">{empty.text}</Text>
        <Text size="xs" c="dimmed">
          {empty.explained}
        </Text>
      </Stack>
    );
  }
  const message =
    state === "loading"
      ? MESSAGES.loading
      : state === "empty"
        ? empty.text
        : scopeHidesAll
          ? CATALOGUE_ITEM_TEXTS.noneInScope
          : MESSAGES.noResults;
  return (
    <div className={classes.message} data-testid="item-message">
      {message}
    </div>
  );
}
