import { fileURLToPath } from "node:url";
import chromiumLaunch from "./chromium-launch.json" with { type: "json" };

/** Where the end-to-end server listens (E2E_PORT, default 3310); start-server.mjs uses the same port. */
export const E2E_PORT = process.env.E2E_PORT ?? "3310";
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The server's data folder for the run: recreated by start-server.mjs, read by the outbox helper. */
export const DATA_DIR = fileURLToPath(new URL(`../.data/${E2E_PORT}`, import.meta.url));

/** Where screenshots go (E2E_SCREENSHOT_DIR, default e2e/screenshots): runs side by side keep theirs apart. */
export const SCREENSHOT_DIR =
  process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL("../screenshots", import.meta.url));

/** Debian's Chromium, headless, with the flags this closed network needs (shared with the bench). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath;

export const CHROMIUM_ARGS: readonly string[] = chromiumLaunch.args;
