// Starts the Atelier server for the end-to-end run on a fresh data folder (the server seeds the demo).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
// E2E_PORT lets two runs share the machine: each gets its own port and data folder.
const port = process.env.E2E_PORT ?? "3310";
const dataDir = fileURLToPath(new URL(`./.data/${port}`, import.meta.url));

// E2E_WEB_DIST serves another build folder (one per run when several runs build side by side).
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const webCopy = `${dataDir}/web`;

// SERVER_DIST_NAME serves another server build (apps/server/<name>), as the server build writes it.
const serverDist = process.env.SERVER_DIST_NAME ?? "dist";
const serverMain = fileURLToPath(new URL(`../apps/server/${serverDist}/main.js`, import.meta.url));

if (!existsSync(`${webDist}/index.html`) || !existsSync(serverMain)) {
  console.error("The web app or the server is not built: run `npm run build` first (`npm run test:e2e` does).");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The run serves its own copy of the build, so rebuilding the web app meanwhile cannot break it.
cpSync(webDist, webCopy, { recursive: true });

// The built server, as `npm start` runs it.
const server = spawn(process.execPath, [serverMain], {
  cwd: here,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "localhost",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: "true",
    WEB_DIST: webCopy,
    // Nothing listens there: specs intercept the platform's pages, so no call leaves the machine.
    PLATFORM_URL: "http://127.0.0.1:9/platform",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    server.kill("SIGTERM");
  });
}
server.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
