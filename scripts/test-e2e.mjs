// Runs the end-to-end suite in E2E_SHARDS Playwright processes side by side (default 2), each with its own
// server, port (E2E_PORT, E2E_PORT + 1, ...) and data folder; every line is prefixed with its shard.
// Arguments are passed to each Playwright run (e.g. a spec file, then one shard has it).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 3310);
const e2eFolder = fileURLToPath(new URL("../e2e", import.meta.url));

function runShard(index) {
  const child = spawn("npx", ["playwright", "test", `--shard=${index + 1}/${shards}`, ...process.argv.slice(2)], {
    cwd: e2eFolder,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, E2E_PORT: String(basePort + index) },
  });
  const prefix = shards > 1 ? `[${index + 1}/${shards}] ` : "";
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
