import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useBlades } from "./blade-context";
import { type BladeLink, bladeLink } from "./blade-link";
import type { Blade } from "./blade-types";

/** What a blade opened in pick mode offers, and how (contracts: picking from a blade). */
export interface PickRequest {
  /** Many may be chosen (with a Done button); otherwise choosing one closes the picker. */
  multiple?: boolean;
  /** Offer a 'None' row, which resolves []. */
  allowNone?: boolean;
  /** Ids not offered at all. */
  excludedIds?: string[];
  /** Ids shown as chosen when the picker opens. */
  initialSelection?: string[];
  /** The blade the picker is stacked on (usually the one asking). */
  parentId?: string;
  /** Replaces the picker blade's title, e.g. 'Pick a Preview'. */
  title?: string;
  /** Shown above the picker, e.g. why the previous choice did not work. */
  notice?: string;
  /** The text a value editor opens with (EditValueJson, EditValueHtml); it completes with [the edited text]. */
  value?: string;
}

interface PendingPick {
  request: PickRequest;
  resolve: (ids: string[] | null) => void;
  /** The picker has been seen in the stack, so its absence later means it was closed. */
  seen: boolean;
}

interface PickRequestsApi {
  pending: ReadonlyMap<string, PendingPick>;
  /** Opens the link's blade in mode pick and resolves what was picked (null when closed without a choice). */
  pick: (link: BladeLink, request: PickRequest) => Promise<string[] | null>;
  complete: (bladeId: string, ids: string[]) => void;
}

const PickRequestsContext = createContext<PickRequestsApi | null>(null);

/**
 * Compares the pending picks with the stack: a picker showing for the first time becomes seen, a seen
 * one that is gone (or no longer picking) was closed. Null when nothing changed.
 */
export function reconcilePicks<T extends { seen: boolean }>(
  pending: ReadonlyMap<string, T>,
  stack: readonly Blade[],
): { next: Map<string, T>; closed: T[] } | null {
  const next = new Map(pending);
  const closed: T[] = [];
  for (const [bladeId, entry] of pending) {
    const picking = stack.some((blade) => blade.id === bladeId && blade.mode === "pick");
    if (picking && !entry.seen) next.set(bladeId, { ...entry, seen: true });
    else if (!picking && entry.seen) {
      next.delete(bladeId);
      closed.push(entry);
    }
  }
  const changed = closed.length > 0 || [...next].some(([bladeId, entry]) => pending.get(bladeId) !== entry);
  return changed ? { next, closed } : null;
}

/**
 * Keeps the pending picks in memory, by the id of the picker blade. A pick left by reloading the page
 * is lost: its blade then shows as a plain list (docs/decisions/web-products-pick-mode.md).
 */
export function PickRequestsProvider({ children }: { children: ReactNode }) {
  const { stack, open, close } = useBlades();
  const [pending, setPending] = useState<ReadonlyMap<string, PendingPick>>(new Map());
  const latest = useRef(pending);
  latest.current = pending;
  const currentStack = useRef(stack);
  currentStack.current = stack;

  const settle = useCallback((bladeId: string, ids: string[] | null) => {
    const entry = latest.current.get(bladeId);
    if (entry === undefined) return;
    const next = new Map(latest.current);
    next.delete(bladeId);
    latest.current = next;
    setPending(next);
    entry.resolve(ids);
  }, []);

  // A picker that was seen and is now gone (or no longer picking) was closed without a choice.
  useEffect(() => {
    const result = reconcilePicks(latest.current, stack);
    if (result === null) return;
    latest.current = result.next;
    setPending(result.next);
    for (const entry of result.closed) entry.resolve(null);
  }, [stack]);

  // Leaving the workspace (signing out) ends every pick without a choice.
  useEffect(
    () => () => {
      for (const entry of latest.current.values()) entry.resolve(null);
    },
    [],
  );

  const api = useMemo<PickRequestsApi>(
    () => ({
      pending,
      pick: (link, request) =>
        new Promise((resolve) => {
          const bladeId = open(bladeLink(link.kind, "pick", link.itemId), { parentId: request.parentId });
          // A picker reopened for a new request ends the previous one without a choice.
          settle(bladeId, null);
          // Already picking, its address does not change: it is seen now, not after the next navigation.
          const seen = currentStack.current.some((blade) => blade.id === bladeId && blade.mode === "pick");
          const next = new Map(latest.current);
          next.set(bladeId, { request, resolve, seen });
          latest.current = next;
          setPending(next);
        }),
      complete: (bladeId, ids) => {
        settle(bladeId, ids);
        close(bladeId);
      },
    }),
    [pending, open, close, settle],
  );

  return <PickRequestsContext.Provider value={api}>{children}</PickRequestsContext.Provider>;
}

function usePickRequests(): PickRequestsApi {
  const api = useContext(PickRequestsContext);
  if (api === null) throw new Error("Picking needs PickRequestsProvider inside BladesProvider");
  return api;
}

/** Opens a blade in pick mode; resolves the chosen ids ([] for 'None'), or null when closed without a choice. */
export function usePicker(): PickRequestsApi["pick"] {
  return usePickRequests().pick;
}

/** The request a blade in pick mode answers (null when none is pending, e.g. after a reload). */
export function usePickRequest(blade: Blade): { request: PickRequest | null; complete: (ids: string[]) => void } {
  const { pending, complete } = usePickRequests();
  const request = blade.mode === "pick" ? (pending.get(blade.id)?.request ?? null) : null;
  const completeThis = useCallback((ids: string[]) => complete(blade.id, ids), [complete, blade.id]);
  return { request, complete: completeThis };
}
