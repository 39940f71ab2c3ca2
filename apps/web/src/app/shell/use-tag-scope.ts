import { useCallback, useSyncExternalStore } from "react";
import { readScopeCookie, writeScopeCookie } from "./scope-cookie";

const cache = new Map<string, string[]>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentScope(companyId: string): string[] {
  let scope = cache.get(companyId);
  if (scope === undefined) {
    scope = typeof document === "undefined" ? [] : readScopeCookie(document.cookie, companyId);
    cache.set(companyId, scope);
  }
  return scope;
}

interface TagScope {
  /** The tags the user scoped the workspace to; empty means no scope. */
  scope: string[];
  setScope: (tags: string[]) => void;
}

/**
 * The scope-by-tags selection of a company, kept in the cookie scope-{companyId} for a year. The
 * selector and every list that applies the scope (the sidebar's product lists) share it.
 */
export function useTagScope(companyId: string): TagScope {
  const scope = useSyncExternalStore(subscribe, () => currentScope(companyId));
  const setScope = useCallback(
    (tags: string[]) => {
      cache.set(companyId, tags);
      // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the scope in a cookie
      document.cookie = writeScopeCookie(companyId, tags);
      for (const listener of listeners) listener();
    },
    [companyId],
  );
  return { scope, setScope };
}
