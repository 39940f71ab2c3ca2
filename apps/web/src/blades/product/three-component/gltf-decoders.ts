import { LoadingManager } from "three";
import dracoDecoderUrl from "three/examples/jsm/libs/draco/draco_decoder.wasm?url";
import dracoWrapperUrl from "three/examples/jsm/libs/draco/draco_wasm_wrapper.js?url";
import { MeshoptDecoder } from "three/examples/jsm/libs/meshopt_decoder.module.js";
import { DRACOLoader } from "three/examples/jsm/loaders/DRACOLoader.js";
import type { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";

/** The folder DRACOLoader asks its files from; the manager maps each to the file the build emitted. */
const DRACO_PATH = "draco/";
const DRACO_FILES: Record<string, string> = {
  [`${DRACO_PATH}draco_wasm_wrapper.js`]: dracoWrapperUrl,
  [`${DRACO_PATH}draco_decoder.wasm`]: dracoDecoderUrl,
};

let draco: DRACOLoader | null = null;

/** One Draco decoder for every 3D view, served from the app itself (no CDN). */
function dracoLoader(): DRACOLoader {
  if (draco === null) {
    const manager = new LoadingManager();
    manager.setURLModifier((url) => DRACO_FILES[url] ?? url);
    draco = new DRACOLoader(manager).setDecoderPath(DRACO_PATH);
  }
  return draco;
}

/**
 * Lets a glTF loader read compressed models, as an approved optimisation writes them: meshopt
 * (EXT_meshopt_compression) and Draco (KHR_draco_mesh_compression) meshes; WebP textures and quantized
 * attributes need nothing more. Every 3D view (the component viewer, the asset library's preview, the
 * optimisation preview and the Studio) loads with it: `useLoader(GLTFLoader, url, withGltfDecoders)`.
 */
export function withGltfDecoders(loader: GLTFLoader): void {
  loader.setMeshoptDecoder(MeshoptDecoder);
  loader.setDRACOLoader(dracoLoader());
}
