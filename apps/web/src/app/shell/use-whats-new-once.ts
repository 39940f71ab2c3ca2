import { NEWS_MARKER } from "@atelier/domain/shared/messages";
import { useEffect, useRef } from "react";

function newsStorageKey(companyId: string): string {
  return `atelier.whats-new.${companyId}`;
}

/**
 * Opens What's new once per company after a release: the marker is remembered in localStorage, and
 * storage that cannot be read (private modes) means the notes are not forced on the user.
 */
export function useWhatsNewOnce(companyId: string | undefined, openWhatsNew: () => void) {
  const openRef = useRef(openWhatsNew);
  openRef.current = openWhatsNew;

  useEffect(() => {
    if (companyId === undefined) return;
    const key = newsStorageKey(companyId);
    try {
      if (window.localStorage.getItem(key) === NEWS_MARKER) return;
      window.localStorage.setItem(key, NEWS_MARKER);
    } catch {
      return;
    }
    openRef.current();
  }, [companyId]);
}
