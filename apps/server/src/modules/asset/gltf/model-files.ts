import { type Document, ImageUtils, type NodeIO } from "@gltf-transform/core";

/** One file of a written model: the .glb, or the .gltf (first) and the files it names. */
export interface ModelFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

export const GLB_CONTENT_TYPE = "model/gltf-binary";
export const GLTF_CONTENT_TYPE = "model/gltf+json";

/** A model's file name from the uploaded one: its extension dropped, safe characters only ("my shoe.glb" -> "my-shoe"). */
export function modelBaseName(fileName: string): string {
  const stem = fileName.replace(/\.[^./\\]*$/, "");
  const safe = stem
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
  return safe === "" ? "model" : safe;
}

/** A GLB's bytes as the file `{base}.glb`. */
export const glbFile = (base: string, bytes: Uint8Array): ModelFile => ({
  name: `${base}.glb`,
  bytes,
  contentType: GLB_CONTENT_TYPE,
});

/** Writes the document as one GLB named `{base}.glb`. */
export async function writeGlbFile(io: NodeIO, document: Document, base: string): Promise<ModelFile> {
  return glbFile(base, await io.writeBinary(document));
}

/**
 * Writes the document as `{base}.gltf` with its buffers (`{base}.bin`, ...) and images (`{base}-{n}.{ext}`)
 * beside it: names of the model's own, so several models fit in one library folder.
 */
export async function writeGltfFiles(io: NodeIO, document: Document, base: string): Promise<ModelFile[]> {
  const root = document.getRoot();
  root.listBuffers().forEach((buffer, index) => {
    buffer.setURI(index === 0 ? `${base}.bin` : `${base}-${index}.bin`);
  });
  root.listTextures().forEach((texture, index) => {
    const extension = ImageUtils.mimeTypeToExtension(texture.getMimeType()) || "bin";
    texture.setURI(`${base}-${index}.${extension}`);
  });
  const { json, resources } = await io.writeJSON(document, { basename: base });
  const main: ModelFile = {
    name: `${base}.gltf`,
    bytes: new TextEncoder().encode(JSON.stringify(json)),
    contentType: GLTF_CONTENT_TYPE,
  };
  const others = Object.entries(resources).map(([name, bytes]) => ({
    name: decodeURIComponent(name),
    bytes,
    contentType: resourceType(name),
  }));
  return [main, ...others];
}

function resourceType(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (extension === "bin" || !/^(png|jpg|jpeg|webp|avif|ktx2)$/.test(extension)) return "application/octet-stream";
  return extension === "ktx2" ? "image/ktx2" : ImageUtils.extensionToMimeType(extension === "jpeg" ? "jpg" : extension);
}

/** The bytes of all the files together. */
export const totalSize = (files: readonly ModelFile[]) => files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
