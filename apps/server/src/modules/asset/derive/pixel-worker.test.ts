import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { addNoise, rawWithBoxes } from "./derive.fixtures";
import { makeLightmap } from "./lightmap-algorithm";
import { makeMask } from "./mask-algorithm";
import { PixelWorkError, PixelWorker, startDeriveWorker } from "./pixel-worker";
import type { RawImage } from "./raw-image";

const WHITE = { r: 255, g: 255, b: 255 };
const RED = { r: 180, g: 30, b: 40 };

const photo = async (side = 64): Promise<RawImage> =>
  addNoise(
    await rawWithBoxes(side, side, WHITE, [
      { left: side / 4, top: side / 4, width: side / 2, height: side / 2, colour: RED },
    ]),
    8,
  );

const copyOf = (image: RawImage): RawImage => ({ ...image, data: image.data.slice() });

/** A worker that answers nothing and ends with an error at its first message. */
const throwingWorker = () =>
  new Worker(`require("node:worker_threads").parentPort.on("message", () => { throw new Error("broken pixels"); });`, {
    eval: true,
  });

let worker: PixelWorker | undefined;
afterEach(async () => {
  await worker?.close();
  worker = undefined;
});

describe("PixelWorker", () => {
  it("makes the same mask as this thread, the image's buffer moved to the worker", async () => {
    worker = new PixelWorker();
    const image = await photo();
    const expected = makeMask(copyOf(image));
    const answer = await worker.run({ kind: "mask", image });
    expect(answer.kind).toBe("mask");
    if (answer.kind !== "mask") return;
    expect(answer.result.mask.data).toEqual(expected.mask.data);
    expect(answer.result.coverage).toBe(expected.coverage);
    expect(answer.result.background).toEqual(expected.background);
    // Transferred, not copied: the sent buffer is detached here.
    expect(image.data.byteLength).toBe(0);
  });

  it("makes the same lightmap as this thread, and reuses one worker for tasks in a row", async () => {
    const started: Worker[] = [];
    worker = new PixelWorker(() => {
      const one = startDeriveWorker();
      started.push(one);
      return one;
    });
    const image = await photo();
    const expected = makeLightmap(copyOf(image), 0.25, 2);
    const [first, second] = await Promise.all([
      worker.run({ kind: "lightmap", image, strength: 0.25, gamma: 2 }),
      worker.run({ kind: "mask", image: await photo() }),
    ]);
    expect(first.kind === "lightmap" && first.grey.data).toEqual(expected.data);
    expect(second.kind).toBe("mask");
    expect(started).toHaveLength(1);
  });

  it("fails the task of a worker that throws, and starts a new worker for the next task", async () => {
    let starts = 0;
    worker = new PixelWorker(() => {
      starts += 1;
      return starts === 1 ? throwingWorker() : startDeriveWorker();
    });
    const failed = worker.run({ kind: "mask", image: await photo() });
    await expect(failed).rejects.toBeInstanceOf(PixelWorkError);
    await expect(failed).rejects.toThrow("broken pixels");
    const next = await worker.run({ kind: "mask", image: await photo() });
    expect(next.kind).toBe("mask");
    expect(starts).toBe(2);
  });

  it("ends the worker when the task's signal aborts, failing it with the signal's reason", async () => {
    let starts = 0;
    const controller = new AbortController();
    const reason = new Error("job stopped: cancel");
    worker = new PixelWorker(() => {
      starts += 1;
      const started = startDeriveWorker();
      // The first worker is stopped once it runs, its task posted.
      if (starts === 1) started.once("online", () => controller.abort(reason));
      return started;
    });
    const running = worker.run({ kind: "mask", image: await photo(1024) }, controller.signal);
    await expect(running).rejects.toBe(reason);
    await expect(worker.run({ kind: "mask", image: await photo() }, controller.signal)).rejects.toBe(reason);
    expect((await worker.run({ kind: "mask", image: await photo() })).kind).toBe("mask");
    expect(starts).toBe(2);
  });
});
