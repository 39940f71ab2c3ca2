// Starts the processes the bench needs and makes sure every one of them ends with the bench.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
/** @type {string[]} */
const folders = [];

/** Ends a process and everything it started (it leads its own process group). */
export function stop(child) {
  if (!running.has(child)) return;
  running.delete(child);
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

export function stopAll() {
  for (const child of [...running]) stop(child);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on("exit", stopAll);

/** A fresh, empty data folder under /tmp, removed when the bench ends. */
export function freshDataDir(label) {
  const folder = mkdtempSync(join(tmpdir(), `atelier-bench-${label}-`));
  mkdirSync(folder, { recursive: true });
  folders.push(folder);
  return folder;
}

/** A copy of the built web app in a data folder, so a rebuild meanwhile cannot change what is measured. */
export function copyWebBuild(dataDir) {
  const copy = join(dataDir, "web");
  cpSync(join(ROOT, "apps/web/dist"), copy, { recursive: true });
  return copy;
}

/** The built server (`npm run build`), as `npm start` runs it. */
export const SERVER_MAIN = join(ROOT, "apps/server/dist/main.js");

/**
 * Starts the built Atelier server on a port and data folder (or, with `fromSource`, its TypeScript through tsx, so
 * one part of the bench runs without a build), with `env` added to its environment; its log goes to the returned lines.
 */
export function startServer({ port, dataDir, webDist, fromSource = false, env = {} }) {
  const [command, args] = fromSource ? ["npx", ["tsx", "apps/server/src/main.ts"]] : [process.execPath, [SERVER_MAIN]];
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      ...(webDist ? { WEB_DIST: webDist } : {}),
      ...env,
    },
  });
  running.add(child);
  /** @type {string[]} */
  const log = [];
  child.stdout?.on("data", (chunk) => log.push(String(chunk)));
  child.stderr?.on("data", (chunk) => log.push(String(chunk)));
  child.on("exit", () => running.delete(child));
  return { child, log };
}

/** Polls a URL until it answers 2xx; resolves with the milliseconds since `since`. */
export async function waitUntilUp(
  url,
  { since = performance.now(), intervalMs = 25, timeoutMs = 120_000, child } = {},
) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}

/** Runs a command to completion quietly; on a non-zero exit, prints its output and fails. */
export function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.on("exit", (code) => {
      running.delete(child);
      if (code === 0) return done(undefined);
      console.error(output);
      fail(new Error(`${command} ${args.join(" ")} exited with code ${code}`));
    });
  });
}
