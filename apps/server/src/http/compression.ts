import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers gain nothing from compression (the web build's precompression uses the same bound). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers of the routes registered after it (JSON, CSV, ...) when the client accepts it: brotli
 * at a fast level, else gzip (docs/decisions/server-compression.md). The web app's files come precompressed
 * from the build and pass as they are. Request bodies are not decompressed: no client of the API needs it.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { level: 6 },
  });
}
