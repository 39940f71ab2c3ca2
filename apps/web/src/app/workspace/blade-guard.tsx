import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

// The question is a modal, which the first page does not need: it loads once a blade has edits.
const loadModal = () => import("./discard-changes-modal");
const DiscardChangesModal = lazy(() => loadModal().then((module) => ({ default: module.DiscardChangesModal })));

interface BladeGuardApi {
  /** Notes that a part of a blade (named by its token) has edits that are not saved. */
  mark: (bladeId: string, token: symbol) => void;
  unmark: (bladeId: string, token: symbol) => void;
  /**
   * Runs proceed at once when none of the given blades (every open blade when omitted) has unsaved
   * edits; otherwise asks first, and runs it only when the user chooses to discard them.
   */
  leave: (proceed: () => void, bladeIds?: Iterable<string>) => void;
}

const BladeGuardContext = createContext<BladeGuardApi | null>(null);
const CurrentBladeContext = createContext<string | null>(null);

/** Gives a blade's component tree its blade id, so useBladeDirty knows whose edits it reports. */
export function CurrentBlade({ bladeId, children }: { bladeId: string; children: ReactNode }) {
  return <CurrentBladeContext.Provider value={bladeId}>{children}</CurrentBladeContext.Provider>;
}

/**
 * Reports whether the calling blade has unsaved edits. Closing a dirty blade (or a blade it is stacked
 * on), closing all blades, switching workspace, signing out or leaving the page then asks first.
 * Outside a blade it does nothing.
 */
export function useBladeDirty(dirty: boolean): void {
  const bladeId = useContext(CurrentBladeContext);
  const guard = useContext(BladeGuardContext);
  const [token] = useState(() => Symbol("unsaved edits"));
  useEffect(() => {
    if (!dirty || bladeId === null || guard === null) return;
    guard.mark(bladeId, token);
    return () => guard.unmark(bladeId, token);
  }, [dirty, bladeId, guard, token]);
}

/** The id of the blade the caller is in (what it opens can stack on it); null outside a blade. */
export function useCurrentBladeId(): string | null {
  return useContext(CurrentBladeContext);
}

/** Asks before discarding unsaved edits; see useBladeDirty. */
export function useBladeGuard(): Pick<BladeGuardApi, "leave"> {
  const guard = useContext(BladeGuardContext);
  if (guard === null) throw new Error("useBladeGuard must be used inside BladeGuardProvider");
  return guard;
}

/** Keeps which open blades have unsaved edits, asks before they are discarded, and guards leaving the page. */
export function BladeGuardProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Map<string, Set<symbol>>());
  const [question, setQuestion] = useState<{ proceed: () => void } | null>(null);

  const mark = useCallback((bladeId: string, token: symbol) => {
    const tokens = dirty.current.get(bladeId) ?? new Set();
    tokens.add(token);
    dirty.current.set(bladeId, tokens);
    void loadModal();
  }, []);

  const unmark = useCallback((bladeId: string, token: symbol) => {
    const tokens = dirty.current.get(bladeId);
    tokens?.delete(token);
    if (tokens?.size === 0) dirty.current.delete(bladeId);
  }, []);

  const leave = useCallback((proceed: () => void, bladeIds?: Iterable<string>) => {
    const concerned = bladeIds === undefined ? [...dirty.current.keys()] : [...bladeIds];
    const affected = concerned.filter((bladeId) => dirty.current.has(bladeId));
    if (affected.length === 0) {
      proceed();
      return;
    }
    setQuestion({
      proceed: () => {
        // The edits are given up: leaving the page after this (a workspace switch reloads it) must not ask again.
        for (const bladeId of affected) dirty.current.delete(bladeId);
        proceed();
      },
    });
  }, []);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  }, []);

  const api = useMemo<BladeGuardApi>(() => ({ mark, unmark, leave }), [mark, unmark, leave]);

  return (
    <BladeGuardContext.Provider value={api}>
      {children}
      {question !== null && (
        <Suspense fallback={null}>
          <DiscardChangesModal
            onStay={() => setQuestion(null)}
            onDiscard={() => {
              setQuestion(null);
              question.proceed();
            }}
          />
        </Suspense>
      )}
    </BladeGuardContext.Provider>
  );
}
