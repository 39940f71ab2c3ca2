/**
 * The pixel worker's entry point (a worker thread; pixel-worker.ts starts it): does the pixel work of one
 * task per message and answers with the result's buffers transferred. An error is not caught: it ends the
 * worker, whose owner fails the task and starts a new worker for the next one.
 */
import { parentPort } from "node:worker_threads";
import { type PixelTask, runPixelTask, transferablesOf } from "./pixel-task";

if (!parentPort) throw new Error("derive-worker.ts runs as a worker thread (pixel-worker.ts starts it)");
const port = parentPort;
port.on("message", (task: PixelTask) => {
  const answer = runPixelTask(task);
  port.postMessage(answer, transferablesOf(answer));
});
