import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; source maps are not served, so not compressed either. */
const TEXT_FILE = /\.(js|css|html|svg|json)$/;
/** Below this a compressed answer gains nothing (the server's own threshold for JSON is the same). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside every built text file, once at build
 * time, so the server sends them as they are by the browser's Accept-Encoding and compresses nothing
 * itself (docs/decisions/web-precompressed-assets.md).
 */
export function precompress(): Plugin {
  return {
    name: "atelier-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((file) => TEXT_FILE.test(file) && !file.startsWith(".vite/"));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          if (bytes.byteLength < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
