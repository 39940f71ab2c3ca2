import type { AssetDerivationStarted } from "@atelier/domain/asset/asset.schema";
import { jobStatusWord } from "@atelier/domain/shared/job.schema";
import { useSyncExternalStore } from "react";
import { requestLightmap, requestMask } from "../../../api/asset/asset";
import { waitForJob } from "../../../api/asset/asset-job-wait";
import { toApiError } from "../../../api/http";
import { type DeriveAction, type DeriveItem, deriveQueue, nextToProcess } from "./derive-queue";

/** How one item of a run is made: the request that starts its job. */
export type DeriveRequest = (name: string) => Promise<AssetDerivationStarted>;

/**
 * One queue (masks, or lightmaps) kept for the page's life, so closing its blade does not lose it or stop
 * its run; the blades read it with useDeriveQueue. A run processes the waiting items one at a time.
 */
export class DeriveQueueStore {
  private items: DeriveItem[] = [];
  private readonly listeners = new Set<() => void>();
  private running = false;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = (): readonly DeriveItem[] => this.items;

  dispatch(action: DeriveAction): void {
    this.items = deriveQueue(this.items, action);
    for (const listener of this.listeners) listener();
  }

  /** Makes the added and failed items waiting and processes them in order; onDone after each success. */
  start(request: DeriveRequest, onDone: () => void, setting?: string): void {
    this.dispatch(setting === undefined ? { type: "started" } : { type: "started", setting });
    if (this.running) return;
    this.running = true;
    void this.process(request, onDone).finally(() => {
      this.running = false;
    });
  }

  private async process(request: DeriveRequest, onDone: () => void): Promise<void> {
    for (let item = nextToProcess(this.items); item !== undefined; item = nextToProcess(this.items)) {
      const { name } = item;
      this.dispatch({ type: "uploading", name });
      try {
        const started = await request(name);
        const job = await waitForJob(started.jobId);
        if (job.status === "DoneSuccess") {
          this.dispatch({ type: "done", name, result: started.name });
          onDone();
        } else {
          this.dispatch({ type: "failed", name, message: job.message || jobStatusWord(job.status) });
        }
      } catch (error) {
        this.dispatch({ type: "failed", name, message: toApiError(error).messages.join(" ") });
      }
    }
  }
}

/** The masks queue (UploadMasks) and the lightmaps queue (UploadLightmaps). */
export const maskQueue = new DeriveQueueStore();
export const lightmapQueue = new DeriveQueueStore();

export const requestMaskOf: DeriveRequest = (name) => requestMask({ name });

/** The lightmap request of a strength pair (part 3 section 9). */
export const requestLightmapOf =
  (pair: { strength: number; gamma: number }): DeriveRequest =>
  (name) =>
    requestLightmap({ name, strength: pair.strength, gamma: pair.gamma });

/** A queue's items, drawn again whenever they change. */
export function useDeriveQueue(store: DeriveQueueStore): readonly DeriveItem[] {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
