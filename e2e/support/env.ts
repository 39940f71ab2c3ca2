import { fileURLToPath } from "node:url";

/** Where the end-to-end server listens; start-server.mjs uses the same port. */
export const BASE_URL = "http://localhost:3310";

/** The server's data folder for the run: recreated by start-server.mjs, read by the outbox helper. */
export const DATA_DIR = fileURLToPath(new URL("../.data", import.meta.url));

export const SCREENSHOT_DIR = fileURLToPath(new URL("../screenshots", import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
