// Gzipped JavaScript that the sign-in page and the workspace shell load, blade chunks excluded.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { ROOT } from "./processes.mjs";

/** The same Chromium and flags as the end-to-end suite. */
const CHROMIUM_LAUNCH = JSON.parse(readFileSync(join(ROOT, "e2e/support/chromium-launch.json"), "utf8"));

/**
 * Which built files belong to blades. With Vite's manifest: every file not reachable from the
 * entry without passing through a src/blades/ module. Without it: file names containing ".blade".
 */
export function bladeFileTest(distDir) {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) {
    return { source: "file names containing '.blade'", isBlade: (file) => file.includes(".blade") };
  }
  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const shellFiles = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || key.startsWith("src/blades/")) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    shellFiles.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return { source: ".vite/manifest.json", isBlade: (file) => !shellFiles.has(file) };
}

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** HTML, JavaScript and CSS: what a page needs before it shows anything. */
const PAGE_FILE_TYPE = /text\/html|javascript|text\/css/;

/**
 * Loads /login, then signs in as the demo admin, recording every script each step fetches (gzipped here,
 * blades excluded) and every HTML, JS and CSS answer with its bytes on the wire (as the server sent them to
 * Chromium, which accepts br and gzip) beside its bytes once decoded, blades included.
 */
export async function measureBundles({ baseUrl, email, password, distDir = join(ROOT, "apps/web/dist") }) {
  const { source, isBlade } = bladeFileTest(distDir);
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
  try {
    const page = await browser.newPage();
    /** @type {Map<string, { phase: string, bytes: Promise<number> }>} */
    const scripts = new Map();
    let phase = "sign-in";
    /** @type {Promise<{ phase: string, wire: number, decoded: number }>[]} */
    const transfers = [];
    const recordTransfer = (response) => {
      if (!PAGE_FILE_TYPE.test(response.headers()["content-type"] ?? "")) return;
      const at = phase;
      const transfer = Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
        phase: at,
        wire: sizes.responseBodySize,
        decoded: body.length,
      }));
      transfer.catch(() => {});
      transfers.push(transfer);
    };
    page.on("response", recordTransfer);
    const record = (response) => {
      const url = new URL(response.url());
      const type = response.headers()["content-type"] ?? "";
      if (!url.pathname.endsWith(".js") && !type.includes("javascript")) return;
      if (scripts.has(url.pathname)) return;
      // A body still on its way when the browser closes must not fail the run as an unhandled rejection.
      const bytes = response.body().then(gzipSize);
      bytes.catch(() => {});
      scripts.set(url.pathname, { phase, bytes });
    };
    page.on("response", record);
    await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
    phase = "shell";
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    page.off("response", record);
    page.off("response", recordTransfer);
    const settled = (await Promise.allSettled(transfers)).flatMap((entry) =>
      entry.status === "fulfilled" ? [entry.value] : [],
    );
    const bytesOf = (wanted, key) =>
      settled.filter((entry) => entry.phase === wanted).reduce((total, entry) => total + entry[key], 0);
    const onTheWire = {
      signIn: { wire: bytesOf("sign-in", "wire"), decoded: bytesOf("sign-in", "decoded") },
      shell: { wire: bytesOf("shell", "wire"), decoded: bytesOf("shell", "decoded") },
    };

    const sizes = new Map();
    for (const [path, entry] of scripts) sizes.set(path, await entry.bytes);
    const sum = (wanted) =>
      [...scripts.entries()]
        .filter(([path, entry]) => entry.phase === wanted && !isBlade(path.replace(/^\//, "")))
        .reduce((total, [path]) => total + sizes.get(path), 0);
    const blades = [...scripts.keys()].filter((path) => isBlade(path.replace(/^\//, "")));
    return { signIn: sum("sign-in"), shell: sum("shell"), bladeFiles: blades, source, files: scripts.size, onTheWire };
  } finally {
    await browser.close();
  }
}
