import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { EngineState } from "@atelier/domain/customer/evaluation.schema";
import type { RuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { type StudioChoices, type StudioTarget, writeStudioAddress } from "./studio-address";
import { evaluateRequest, resolvedSelections } from "./studio-configuration";
import { historyReducer, startHistory } from "./studio-history";

export interface StudioView {
  view: string | undefined;
  frame: number | undefined;
}

export interface Studio {
  choices: StudioChoices;
  state: EngineState;
  /** The component per placement after the rules (what the price, the images and the recipe use). */
  selections: Record<string, string>;
  select: (placement: string, component: string | null) => void;
  setValue: (key: string, value: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  shown: StudioView;
  show: (view: StudioView) => void;
}

/** Ctrl+Z (Cmd+Z) undoes; Ctrl+Shift+Z and Ctrl+Y redo, wherever the focus is. */
function useUndoKeys(undo: () => void, redo: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if ((key === "z" && event.shiftKey) || key === "y") redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);
}

/**
 * The configurator's state: the customer's choices with undo and redo, the engine's answer for them
 * (evaluated in the browser at every change), the view shown, and all of it kept in the address.
 */
export function useStudio(
  blueprint: Blueprint,
  engine: RuleEngine,
  target: StudioTarget,
  start: StudioChoices,
  startView: StudioView,
): Studio {
  const [history, dispatch] = useReducer(historyReducer, start, startHistory);
  const [changed, setChanged] = useState<string | undefined>(undefined);
  const [shown, show] = useState<StudioView>(startView);
  const choices = history.present;

  const state = useMemo(
    () => engine.evaluate(evaluateRequest(blueprint, choices, { changed })),
    [engine, blueprint, choices, changed],
  );
  const selections = useMemo(() => resolvedSelections(state), [state]);

  useEffect(() => {
    const search = writeStudioAddress({ target, choices, view: shown.view, frame: shown.frame });
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  }, [target, choices, shown]);

  // The callbacks read the choices through a ref, so they stay the same and memoized placements skip
  // re-rendering when nothing of theirs changed.
  const current = useRef(choices);
  current.current = choices;
  const select = useCallback((placement: string, component: string | null) => {
    const next = { ...current.current.selections };
    if (component === null) delete next[placement];
    else next[placement] = component;
    setChanged(placement);
    dispatch({ type: "change", choices: { ...current.current, selections: next } });
  }, []);
  const setValue = useCallback((key: string, value: string) => {
    const values = { ...current.current.values, [key]: value };
    dispatch({ type: "change", choices: { ...current.current, values }, mergeKey: key });
  }, []);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  useUndoKeys(undo, redo);

  return {
    choices,
    state,
    selections,
    select,
    setValue,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    shown,
    show,
  };
}
