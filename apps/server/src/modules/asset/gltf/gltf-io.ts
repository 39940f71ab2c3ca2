import { type ILogger, NodeIO } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import draco3d from "draco3dgltf";
import { MeshoptDecoder, MeshoptEncoder, MeshoptSimplifier } from "meshoptimizer";

/** The WebAssembly modules the steps use: made once per process (each takes tens of milliseconds). */
interface GltfCodecs {
  dracoDecoder: unknown;
  dracoEncoder: unknown;
}

let codecs: Promise<GltfCodecs> | undefined;

/** Waits for meshoptimizer's and Draco's WebAssembly once; later calls answer at once. */
export function loadGltfCodecs(): Promise<GltfCodecs> {
  codecs ??= (async () => {
    await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready, MeshoptSimplifier.ready]);
    const [dracoDecoder, dracoEncoder] = await Promise.all([
      draco3d.createDecoderModule(),
      draco3d.createEncoderModule(),
    ]);
    return { dracoDecoder, dracoEncoder };
  })();
  return codecs;
}

/** A logger that drops glTF Transform's own lines (the runner writes its own log). */
export const SILENT_LOGGER: ILogger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * A NodeIO that reads and writes every extension glTF Transform knows (Draco and meshopt compressed meshes
 * included), reporting through `logger`.
 */
export async function openGltfIO(logger: ILogger = SILENT_LOGGER): Promise<NodeIO> {
  const { dracoDecoder, dracoEncoder } = await loadGltfCodecs();
  return new NodeIO().setLogger(logger).registerExtensions(ALL_EXTENSIONS).registerDependencies({
    "draco3d.decoder": dracoDecoder,
    "draco3d.encoder": dracoEncoder,
    "meshopt.decoder": MeshoptDecoder,
    "meshopt.encoder": MeshoptEncoder,
  });
}
