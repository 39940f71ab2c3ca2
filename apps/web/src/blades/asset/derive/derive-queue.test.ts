import { describe, expect, it } from "vitest";
import { canStart, type DeriveAction, type DeriveItem, deriveQueue, isRunning, nextToProcess } from "./derive-queue";

const run = (actions: readonly DeriveAction[], from: readonly DeriveItem[] = []) => actions.reduce(deriveQueue, from);
const statuses = (items: readonly DeriveItem[]) => items.map((item) => `${item.name}:${item.status}`);

describe("the mask and lightmap queue", () => {
  it("adds names once, as added", () => {
    const items = run([
      { type: "added", names: ["a.png", "b.png", "a.png"] },
      { type: "added", names: ["b.png", "c.png"] },
    ]);
    expect(statuses(items)).toEqual(["a.png:added", "b.png:added", "c.png:added"]);
    expect(canStart(items)).toBe(true);
    expect(isRunning(items)).toBe(false);
  });

  it("runs the items one at a time, in order, with the run's setting", () => {
    let items = run([
      { type: "added", names: ["a.png", "b.png"] },
      { type: "started", setting: "150%" },
    ]);
    expect(statuses(items)).toEqual(["a.png:waiting", "b.png:waiting"]);
    expect(items.every((item) => item.setting === "150%")).toBe(true);
    expect(canStart(items)).toBe(false);
    expect(nextToProcess(items)?.name).toBe("a.png");
    items = deriveQueue(items, { type: "uploading", name: "a.png" });
    expect(nextToProcess(items)).toBeUndefined();
    items = deriveQueue(items, { type: "done", name: "a.png", result: "a.Lightmap.png" });
    expect(items[0]).toMatchObject({ status: "done", result: "a.Lightmap.png" });
    expect(nextToProcess(items)?.name).toBe("b.png");
    items = run(
      [
        { type: "uploading", name: "b.png" },
        { type: "done", name: "b.png", result: "b.Lightmap.png" },
      ],
      items,
    );
    expect(isRunning(items)).toBe(false);
    expect(canStart(items)).toBe(false);
  });

  it("on error sends the remaining waiting items back to added and stops the run", () => {
    const items = run([
      { type: "added", names: ["a.png", "b.png", "c.png"] },
      { type: "started" },
      { type: "uploading", name: "a.png" },
      { type: "done", name: "a.png", result: "a.Mask.png" },
      { type: "uploading", name: "b.png" },
      { type: "failed", name: "b.png", message: "The image could not be read." },
    ]);
    expect(statuses(items)).toEqual(["a.png:done", "b.png:error", "c.png:added"]);
    expect(items[1]?.message).toBe("The image could not be read.");
    expect(nextToProcess(items)).toBeUndefined();
    expect(isRunning(items)).toBe(false);
  });

  it("pressing again re-queues the errored and added items as waiting, leaving done ones", () => {
    const failed = run([
      { type: "added", names: ["a.png", "b.png", "c.png"] },
      { type: "started" },
      { type: "uploading", name: "a.png" },
      { type: "done", name: "a.png", result: "a.Mask.png" },
      { type: "uploading", name: "b.png" },
      { type: "failed", name: "b.png", message: "no" },
    ]);
    const again = deriveQueue(failed, { type: "started" });
    expect(statuses(again)).toEqual(["a.png:done", "b.png:waiting", "c.png:waiting"]);
    expect(again[1]?.message).toBeUndefined();
  });

  it("ignores a second start while running and events for items not in that state", () => {
    const running = run([
      { type: "added", names: ["a.png"] },
      { type: "started", setting: "200%" },
    ]);
    expect(deriveQueue(running, { type: "started", setting: "25%" })).toEqual(running);
    expect(deriveQueue(running, { type: "done", name: "a.png", result: "x" })).toEqual(running);
    expect(deriveQueue(running, { type: "failed", name: "a.png", message: "x" })).toEqual(running);
    expect(deriveQueue(running, { type: "removed", name: "a.png" })).toEqual(running);
    expect(deriveQueue(running, { type: "added", names: ["a.png"] })).toEqual(running);
  });

  it("adds an ended item again as added, removes idle items and clears done ones", () => {
    const ended = run([
      { type: "added", names: ["a.png", "b.png"] },
      { type: "started" },
      { type: "uploading", name: "a.png" },
      { type: "done", name: "a.png", result: "a.Mask.png" },
      { type: "uploading", name: "b.png" },
      { type: "failed", name: "b.png", message: "no" },
    ]);
    expect(statuses(deriveQueue(ended, { type: "added", names: ["a.png"] }))).toEqual(["b.png:error", "a.png:added"]);
    expect(statuses(deriveQueue(ended, { type: "removed", name: "b.png" }))).toEqual(["a.png:done"]);
    expect(statuses(deriveQueue(ended, { type: "cleared" }))).toEqual(["b.png:error"]);
  });
});
