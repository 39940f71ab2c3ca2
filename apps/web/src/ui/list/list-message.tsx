import { MESSAGES } from "@atelier/domain/shared/messages";
import { Stack, Text } from "@mantine/core";
import classes from "./list.module.css";
import type { ListState } from "./list-state";
import { LIST_TEXTS } from "./list-texts";

export interface EmptyList {
  /** What the list says when there is nothing at all. */
  text: string;
  /** Said dimmed below it: what the items are for. */
  explained?: string;
}

interface ListMessageProps {
  state: Exclude<ListState, "rows">;
  empty: EmptyList;
  /** Nothing is left because the tag scope is on and no filter text is entered: the list says so. */
  scopeHidesAll: boolean;
  testId: string;
}

/** What a list shows in place of its rows: loading, its empty state, or why nothing is left. */
export function ListMessage({ state, empty, scopeHidesAll, testId }: ListMessageProps) {
  if (state === "empty" && empty.explained !== undefined) {
    return (
      <Stack gap={4} className={classes.message} data-testid={testId}>
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
          ? LIST_TEXTS.noneInScope
          : MESSAGES.noResults;
  return (
    <div className={classes.message} data-testid={testId}>
      {message}
    </div>
  );
}
