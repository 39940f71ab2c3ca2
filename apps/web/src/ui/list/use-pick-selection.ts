import { useCallback, useState } from "react";
import type { Blade } from "../../app/workspace/blade-types";
import { usePickRequest } from "../../app/workspace/pick-requests";
import type { RowMode } from "./selection-mark";

export interface PickSelection {
  mode: RowMode;
  selected: ReadonlySet<string>;
  /** Picks one item (closing the picker) or, when many may be chosen, adds or removes it. */
  choose: (id: string) => void;
  /** The 'None' row: picks nothing at once, or clears the selection when many may be chosen. */
  chooseNone: () => void;
  /** Done, when many may be chosen: hands over the selection. */
  done: () => void;
  /** Done is allowed: something is chosen, or 'None' is a valid answer. */
  canFinish: boolean;
  /** The picker offers the 'None' row. */
  allowNone: boolean;
  /** Items the picker does not offer; undefined in a list. */
  excludedIds: readonly string[] | undefined;
}

const EMPTY: ReadonlySet<string> = new Set();

/** The choice a blade opened by usePicker() is making, starting from the request's initial selection. */
export function usePickSelection(blade: Blade): PickSelection {
  const { request, complete } = usePickRequest(blade);
  const [state, setState] = useState(() => ({ request, selected: new Set(request?.initialSelection) }));
  // A new request (the picker reused for another pick) starts from its own initial selection.
  let selected: ReadonlySet<string> = state.selected;
  if (state.request !== request) {
    selected = new Set(request?.initialSelection);
    setState({ request, selected: new Set(selected) });
  }
  const multiple = request?.multiple === true;

  const choose = useCallback(
    (id: string) => {
      if (!multiple) return complete([id]);
      setState((previous) => {
        const next = new Set(previous.selected);
        if (!next.delete(id)) next.add(id);
        return { ...previous, selected: next };
      });
    },
    [multiple, complete],
  );
  const chooseNone = useCallback(() => {
    if (!multiple) return complete([]);
    setState((previous) => ({ ...previous, selected: new Set() }));
  }, [multiple, complete]);

  return {
    mode: request === null ? "list" : multiple ? "pick-many" : "pick-one",
    selected: request === null ? EMPTY : selected,
    choose,
    chooseNone,
    done: () => complete([...selected]),
    canFinish: selected.size > 0 || request?.allowNone === true,
    allowNone: request?.allowNone === true,
    excludedIds: request?.excludedIds,
  };
}
