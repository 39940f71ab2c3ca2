import { defineConfig } from "@playwright/test";
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from "./support/env";

export default defineConfig({
  testDir: "specs",
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1440, height: 900 },
    // No half-faded toast or menu in a screenshot or under axe (docs/decisions/e2e-reduced-motion.md).
    reducedMotion: "reduce",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: "off",
  },
  webServer: {
    command: "node start-server.mjs",
    cwd: import.meta.dirname,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
