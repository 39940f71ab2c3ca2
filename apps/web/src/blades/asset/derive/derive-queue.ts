/**
 * The queue of the mask and lightmap blades (spec part 3, section 4 "Lightmap and mask queue item"): items
 * are added, pressing Start (or a strength) makes the added and failed ones waiting, the first waiting one
 * is uploading while its job runs, then done or error. An error sends the remaining waiting items back to
 * added and stops the run.
 */
export type DeriveStatus = "added" | "waiting" | "uploading" | "done" | "error";

export interface DeriveItem {
  /** The asset the mask or lightmap is made from. */
  name: string;
  status: DeriveStatus;
  /** The setting of the run that took the item (a lightmap's strength label), once it is waiting. */
  setting?: string | undefined;
  /** The asset made, once done. */
  result?: string | undefined;
  /** Why it failed, once error. */
  message?: string | undefined;
}

export type DeriveAction =
  | { type: "added"; names: readonly string[] }
  | { type: "started"; setting?: string }
  | { type: "uploading"; name: string }
  | { type: "done"; name: string; result: string }
  | { type: "failed"; name: string; message: string }
  | { type: "removed"; name: string }
  | { type: "cleared" };

const busy = (item: DeriveItem) => item.status === "waiting" || item.status === "uploading";

/** Whether a run is going on: an item is waiting or uploading. */
export function isRunning(items: readonly DeriveItem[]): boolean {
  return items.some(busy);
}

/** The item to process next: the first waiting one, unless one is uploading already (one at a time). */
export function nextToProcess(items: readonly DeriveItem[]): DeriveItem | undefined {
  if (items.some((item) => item.status === "uploading")) return undefined;
  return items.find((item) => item.status === "waiting");
}

/** Start (or a strength) can be pressed: nothing runs and something is added or failed. */
export function canStart(items: readonly DeriveItem[]): boolean {
  return !isRunning(items) && items.some((item) => item.status === "added" || item.status === "error");
}

function change(items: readonly DeriveItem[], name: string, next: (item: DeriveItem) => DeriveItem): DeriveItem[] {
  return items.map((item) => (item.name === name ? next(item) : item));
}

/** The queue after an event. */
export function deriveQueue(items: readonly DeriveItem[], action: DeriveAction): DeriveItem[] {
  switch (action.type) {
    case "added": {
      // A name already in the queue is added again only once it has ended (done or error).
      const kept = items.filter((item) => !action.names.includes(item.name) || busy(item) || item.status === "added");
      const present = new Set(kept.map((item) => item.name));
      const fresh = [...new Set(action.names)].filter((name) => !present.has(name));
      return [...kept, ...fresh.map((name): DeriveItem => ({ name, status: "added" }))];
    }
    case "started":
      if (isRunning(items)) return [...items];
      return items.map((item) =>
        item.status === "added" || item.status === "error"
          ? { name: item.name, status: "waiting", setting: action.setting }
          : item,
      );
    case "uploading":
      return change(items, action.name, (item) =>
        item.status === "waiting" ? { ...item, status: "uploading" } : item,
      );
    case "done":
      return change(items, action.name, (item) =>
        item.status === "uploading" ? { ...item, status: "done", result: action.result } : item,
      );
    case "failed":
      if (!items.some((item) => item.name === action.name && item.status === "uploading")) return [...items];
      return items.map((item) =>
        item.name === action.name
          ? { ...item, status: "error", message: action.message }
          : item.status === "waiting"
            ? { name: item.name, status: "added" }
            : item,
      );
    case "removed":
      return items.filter((item) => item.name !== action.name || busy(item));
    case "cleared":
      return items.filter((item) => item.status !== "done");
  }
}
