import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { SERVER_DIST } from "../../../paths";
import type { PixelAnswer, PixelTask } from "./pixel-task";
import { transferablesOf } from "./pixel-task";

/** Why the pixel work failed (the worker crashed, threw, or was ended), in the words the job ends with. */
export class PixelWorkError extends Error {
  override name = "PixelWorkError";
}

/**
 * Starts the worker thread of derive-worker.ts: the built dist/derive-worker.js when this code runs from
 * the bundle (build.mjs makes it an entry point of its own), or the TypeScript source through tsx's loader
 * when it runs from source (tests, `npm run dev`).
 */
export function startDeriveWorker(): Worker {
  if (!new URL(import.meta.url).pathname.endsWith(".ts")) return new Worker(join(SERVER_DIST, "derive-worker.js"));
  // Node 20 runs no ESM loader hooks in a worker thread: the worker registers tsx's CommonJS hook and
  // requires the entry, which tsx compiles (it and its imports are plain TypeScript without top-level await).
  const require = createRequire(import.meta.url);
  const [hook, entry] = [require.resolve("tsx/cjs"), fileURLToPath(new URL("./derive-worker.ts", import.meta.url))];
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(entry)});`, { eval: true });
}

interface Pending {
  resolve: (answer: PixelAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * One worker thread for the pixel work of masks and lightmaps, so that a second of pure JavaScript does not
 * block the server's requests (docs/decisions/asset-derivation-jobs.md). Started at the first task and
 * reused; tasks run one at a time, in order. The image's pixels and the result move between the threads
 * (transferred, not copied). A worker that throws or dies fails its task and is replaced at the next one;
 * a task whose signal aborts (job cancelled, over time, server stopping) ends the worker at once.
 */
export class PixelWorker {
  #worker: Worker | undefined;
  #pending: Pending | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  /** Set by `close` while a task runs: the worker ends when it is done. */
  #closing = false;

  constructor(private readonly start: () => Worker = startDeriveWorker) {}

  /** Runs a task in the worker. Its image's buffer is handed over: unusable in this thread afterwards. */
  run(task: PixelTask, signal?: AbortSignal): Promise<PixelAnswer> {
    const turn = this.#queue.then(() => this.#runNow(task, signal));
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Ends the worker (the app closing). A running task is left to its signal (the job queue stops its job
   * next) or to its end, after which the worker ends. A later task starts a new worker.
   */
  async close(): Promise<void> {
    if (this.#pending) this.#closing = true;
    else await this.#end(undefined);
  }

  #runNow(task: PixelTask, signal: AbortSignal | undefined): Promise<PixelAnswer> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    this.#closing = false;
    const worker = this.#ensureWorker();
    return new Promise<PixelAnswer>((resolve, reject) => {
      const onAbort = () => void this.#end(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      const settle = () => signal?.removeEventListener("abort", onAbort);
      this.#pending = {
        resolve: (answer) => {
          settle();
          resolve(answer);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      worker.postMessage(task, transferablesOf(task));
    });
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.start();
    // An idle worker does not keep the process alive; the app ends it on close anyway.
    worker.unref();
    worker.on("message", (answer: PixelAnswer) => this.#settle((pending) => pending.resolve(answer)));
    worker.on("error", (error) => this.#fail(worker, new PixelWorkError(error.message, { cause: error })));
    worker.on("exit", (code) =>
      this.#fail(worker, new PixelWorkError(`The pixel worker stopped (exit code ${code}).`)),
    );
    this.#worker = worker;
    return worker;
  }

  #settle(action: (pending: Pending) => void): void {
    const pending = this.#pending;
    this.#pending = undefined;
    if (pending) action(pending);
    if (this.#closing) {
      this.#closing = false;
      void this.#end(undefined);
    }
  }

  /** The worker failed: its task fails, and the next task starts a new worker. */
  #fail(worker: Worker, error: unknown): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    this.#settle((pending) => pending.reject(error));
    void worker.terminate();
  }

  /** Ends the worker now; a running task fails with `reason`. */
  async #end(reason: unknown): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#settle((pending) => pending.reject(reason));
    if (worker) await worker.terminate();
  }
}

const workers = new WeakMap<object, PixelWorker>();

/** The pixel worker of one app (keyed by its deps): each app has its own, ended when it closes. */
export function pixelWorkerOf(owner: object): PixelWorker {
  let worker = workers.get(owner);
  if (!worker) {
    worker = new PixelWorker();
    workers.set(owner, worker);
  }
  return worker;
}

/** Ends an app's pixel worker, if it started one (derive.routes.ts, when the app closes). */
export async function closePixelWorkerOf(owner: object): Promise<void> {
  await workers.get(owner)?.close();
}
