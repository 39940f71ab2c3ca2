import { useCallback, useState } from "react";

/**
 * The definition whose options the blade lists: the blade's item id at first (a definition's 'Related', or a
 * picker asked for one definition's options), then the user's choice. The blade reopened for another
 * definition (a new item id) starts from it again. Null lists the options of every definition.
 */
export function useDefinitionChoice(itemId: string | undefined) {
  const [state, setState] = useState(() => ({ itemId, definitionId: itemId ?? null }));
  let { definitionId } = state;
  if (state.itemId !== itemId) {
    definitionId = itemId ?? null;
    setState({ itemId, definitionId });
  }
  const choose = useCallback(
    (chosen: string | null) => setState((previous) => ({ ...previous, definitionId: chosen })),
    [],
  );
  return [definitionId, choose] as const;
}
