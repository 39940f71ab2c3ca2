// Time from spawning the server on a fresh PGlite folder to its first answered request.
import { freshDataDir, startServer, stop, waitUntilUp } from "./processes.mjs";

export async function measureServerStart({ port, runs = 3 }) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const since = performance.now();
    const { child, log } = startServer({ port, dataDir: freshDataDir(`start-${i}`) });
    try {
      times.push(await waitUntilUp(`http://localhost:${port}/api/health`, { since, intervalMs: 25, child }));
    } catch (error) {
      console.error(log.join(""));
      throw error;
    } finally {
      stop(child);
    }
    // Let the port close before the next run.
    await new Promise((done) => setTimeout(done, 300));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, times };
}
