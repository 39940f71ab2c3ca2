import { lazy, Suspense, useSyncExternalStore } from "react";

// Mantine's notifications container and its styles load with the first toast, not with the first page.
const Notifications = lazy(() =>
  import("./notifications-container").then((module) => ({ default: module.NotificationsContainer })),
);

let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toast container (once); a toast shown before it mounts waits in Mantine's store and shows then. */
export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the app's toasts show (bottom right), from the first one on. */
export function ToastHost() {
  const mounted = useSyncExternalStore(subscribe, () => requested);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
