import { buffer } from "node:stream/consumers";
import type { OptimizationLogLine } from "@atelier/domain/asset/optimization.schema";
import type { DataOptimizationRow } from "../../../db/schema/assets";
import type { AppDeps } from "../../../deps";
import { runOptimization } from "../gltf/optimization-runner";
import { findOptimization, updateOptimization } from "./data-optimization.repo";
import { optimizationResultPrefix, removeOptimizationBlobs, removeResultBlobs } from "./data-optimization-blobs";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs the kept steps of an optimisation in Processing over its upload, stores the result's files and
 * records Success; answers the job's final message. Throws what the run threw (the caller records Exception).
 */
export async function optimizeStored(
  deps: Pick<AppDeps, "db" | "clock" | "storage" | "log">,
  row: DataOptimizationRow,
  signal: AbortSignal | undefined,
  onLog: (line: OptimizationLogLine) => Promise<void>,
): Promise<string> {
  const source = await deps.storage.get(row.sourceKey);
  if (!source) throw new Error("The uploaded model is missing from storage.");
  const out = await runOptimization({
    source: new Uint8Array(await buffer(source.body)),
    fileName: row.name,
    steps: row.steps ?? [],
    signal,
    onLog,
    clock: deps.clock,
  });
  const prefix = optimizationResultPrefix(row.companyId, row.id);
  for (const file of out.files) {
    await deps.storage.put(`${prefix}${file.name}`, Buffer.from(file.bytes), { contentType: file.contentType });
  }
  const [main] = out.files;
  const message = `${kb(out.before.size)} -> ${kb(out.after.size)}`;
  const written = await updateOptimization(
    deps.db,
    row.companyId,
    row.id,
    { statuses: ["Processing"] },
    {
      status: "Success",
      message,
      log: out.log,
      before: out.before,
      after: out.after,
      validator: out.validator,
      resultKey: `${prefix}${main?.name ?? ""}`,
      resultName: main?.name ?? null,
    },
    deps.clock(),
  );
  if (!written) {
    // Removed while it ran (its files go with it), or ended meanwhile (settleStoppedRuns): the result is not kept.
    const still = await findOptimization(deps.db, row.companyId, row.id);
    if (still) await removeResultBlobs(deps, row.companyId, row.id);
    else await removeOptimizationBlobs(deps, row.companyId, row.id);
    return "The optimisation was removed or ended while it ran.";
  }
  return `Optimized ${row.name}: ${message}`;
}
