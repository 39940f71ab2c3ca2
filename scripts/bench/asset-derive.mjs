// Masks and lightmaps per second on 2048x2048 images (apps/server/src/modules/asset/derive), as the jobs make
// them: decoded here, the pixel work in the pixel worker thread (pixels transferred there and back), encoded
// here; beside bare sharp pipelines measured alike in the same run: decode to raw RGBA, a worker thread doing
// one pass over the raw pixels writing one grey byte each (transferred alike), encode a greyscale PNG; and,
// for the lightmap pairs sharp can do itself (gamma 1), sharp's own flatten + greyscale + linear.
// Alone: node scripts/bench/asset-derive.mjs
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";
import { ascending, median } from "./stats.mjs";

const SIDE = 2048;
const DERIVE = "../../apps/server/src/modules/asset/derive/";

/** A 2048x2048 product photo: an off-white, lightly noisy background with a shaded product in the middle. */
async function productPhoto() {
  const background = await sharp({
    create: { width: SIDE, height: SIDE, channels: 3, noise: { type: "gaussian", mean: 238, sigma: 6 } },
  })
    .png()
    .toBuffer();
  const product = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}">
      <defs><radialGradient id="g" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#d04040"/><stop offset="1" stop-color="#401010"/></radialGradient></defs>
      <ellipse cx="1024" cy="1100" rx="620" ry="760" fill="url(#g)"/>
      <rect x="900" y="240" width="248" height="200" rx="30" fill="#303030"/>
    </svg>`,
  );
  return sharp(background)
    .composite([{ input: product }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The floor's worker: one pass writing one grey byte a pixel, the buffers transferred as the pixel worker's are. */
const BARE_WORKER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ data, width, height }) => {
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = data[i * 4 + 1];
  parentPort.postMessage({ data: grey, width, height }, [grey.buffer]);
});`;

/** Sends raw pixels to a worker and answers its reply. */
function roundTrip(worker, image) {
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.postMessage(image, [image.data.buffer]);
  });
}

/**
 * Runs each of `bodies` once per round (interleaved, so that a busy machine slows all alike), `warmUp` rounds
 * untimed then `runs` timed; answers each one's median time (ms) and rate (1/s).
 */
async function timedRounds(bodies, { runs, warmUp }) {
  const times = Object.fromEntries(Object.keys(bodies).map((name) => [name, []]));
  for (let round = 0; round < warmUp + runs; round += 1) {
    for (const [name, body] of Object.entries(bodies)) {
      const since = performance.now();
      await body();
      if (round >= warmUp) times[name].push(performance.now() - since);
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([name, list]) => {
      const medianMs = median(ascending(list));
      return [name, { medianMs, perSecond: 1000 / medianMs }];
    }),
  );
}

export async function measureAssetDerive({ runs = 5, warmUp = 1 } = {}) {
  const { decodeImage, encodeGreyPng } = await tsImport(`${DERIVE}derive-image.ts`, import.meta.url);
  const { PixelWorker } = await tsImport(`${DERIVE}pixel-worker.ts`, import.meta.url);
  const pixels = new PixelWorker();
  const bareWorker = new Worker(BARE_WORKER, { eval: true });
  const photo = await productPhoto();
  const options = { runs, warmUp };
  let coverage = 0;

  const { mask, lightmap, bare, sharpLightmap } = await timedRounds(
    {
      mask: async () => {
        const { image, shown } = await decodeImage(photo);
        const { result } = await pixels.run({ kind: "mask", image });
        coverage = result.coverage;
        await encodeGreyPng(result.mask, shown);
      },
      lightmap: async () => {
        const { image, shown } = await decodeImage(photo);
        const { grey } = await pixels.run({ kind: "lightmap", image, strength: 0, gamma: 2 });
        await encodeGreyPng(grey, shown);
      },
      // The floor: the same decode and encode with one trivial pass over the raw pixels (a grey byte each).
      bare: async () => {
        const { data, info } = await sharp(photo).toColourspace("srgb").ensureAlpha().raw().toUint8Array();
        const grey = await roundTrip(bareWorker, { data, width: info.width, height: info.height });
        await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
          .toColourspace("b-w")
          .png()
          .toBuffer();
      },
      // A gamma-1 pair (25%) done by sharp alone, without a raw pass.
      sharpLightmap: async () => {
        await sharp(photo)
          .flatten({ background: "#ffffff" })
          .greyscale()
          .linear(0.25, 255 * 0.75)
          .toColourspace("b-w")
          .png()
          .toBuffer();
      },
    },
    options,
  );
  await pixels.close();
  await bareWorker.terminate();

  return {
    notes: [
      `${SIDE}x${SIDE} JPEG, product covers ${Math.round(coverage * 100)}% (median of ${runs} runs after ${warmUp} warm-up)`,
    ],
    figures: [
      { name: "asset.mask.2048.per-second", value: mask.perSecond, unit: "images/s" },
      { name: "asset.mask.2048.median", value: mask.medianMs, unit: "ms" },
      { name: "asset.lightmap.2048.per-second", value: lightmap.perSecond, unit: "images/s" },
      { name: "asset.lightmap.2048.median", value: lightmap.medianMs, unit: "ms" },
      { name: "asset.bare-sharp-raw-pass.2048.per-second", value: bare.perSecond, unit: "images/s" },
      { name: "asset.bare-sharp-raw-pass.2048.median", value: bare.medianMs, unit: "ms" },
      { name: "asset.sharp-native-lightmap-25.2048.per-second", value: sharpLightmap.perSecond, unit: "images/s" },
      { name: "asset.mask-vs-bare", value: mask.medianMs / bare.medianMs, unit: "ratio" },
      { name: "asset.lightmap-vs-bare", value: lightmap.medianMs / bare.medianMs, unit: "ratio" },
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { notes, figures } = await measureAssetDerive();
  for (const note of notes) console.log(`(${note})`);
  for (const { name, value, unit } of figures) console.log(`${name}: ${value.toFixed(2)} ${unit}`);
}
