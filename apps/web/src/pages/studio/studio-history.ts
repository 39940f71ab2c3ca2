import type { StudioChoices } from "./studio-address";

/** The most steps undo can go back. */
export const HISTORY_LIMIT = 100;

/**
 * Undo and redo over the customer's choices. Typing in one field makes one step, not one per key: a
 * change that names the same `mergeKey` as the step before replaces it.
 */
export interface StudioHistory {
  past: readonly StudioChoices[];
  present: StudioChoices;
  future: readonly StudioChoices[];
  /** What the last step changed, when consecutive changes of it merge (a personal value being typed). */
  mergeKey: string | null;
}

export type HistoryAction =
  | { type: "change"; choices: StudioChoices; mergeKey?: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; choices: StudioChoices };

export function startHistory(choices: StudioChoices): StudioHistory {
  return { past: [], present: choices, future: [], mergeKey: null };
}

export function historyReducer(history: StudioHistory, action: HistoryAction): StudioHistory {
  switch (action.type) {
    case "reset":
      return startHistory(action.choices);
    case "undo": {
      const previous = history.past.at(-1);
      if (previous === undefined) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        mergeKey: null,
      };
    }
    case "redo": {
      const [next, ...rest] = history.future;
      if (next === undefined) return history;
      return { past: [...history.past, history.present], present: next, future: rest, mergeKey: null };
    }
    case "change": {
      const mergeKey = action.mergeKey ?? null;
      if (mergeKey !== null && mergeKey === history.mergeKey) {
        return { ...history, present: action.choices, future: [] };
      }
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: action.choices,
        future: [],
        mergeKey,
      };
    }
  }
}
