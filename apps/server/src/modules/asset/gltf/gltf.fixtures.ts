import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Document, NodeIO } from "@gltf-transform/core";

/** The sample models of apps/server/test/models (LICENSES.md there) and the demo's sneaker, for tests. */
const MODELS_DIR = fileURLToPath(new URL("../../../../test/models/", import.meta.url));
const DEMO_MODEL = fileURLToPath(new URL("../../../../demo-media/models/sneaker.glb", import.meta.url));

export const SAMPLE_MODEL_NAMES = ["lattice-sphere.glb", "crate-stack.glb", "terrain-tile.glb"] as const;

export function readSampleModel(name: (typeof SAMPLE_MODEL_NAMES)[number] | "sneaker.glb"): Uint8Array {
  return new Uint8Array(readFileSync(name === "sneaker.glb" ? DEMO_MODEL : join(MODELS_DIR, name)));
}

/** A small GLB the validator refuses: its normals have zero length (ACCESSOR_VECTOR3_NON_UNIT). */
export async function invalidModel(): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const vectors = (values: number[]) =>
    document.createAccessor().setArray(new Float32Array(values)).setType("VEC3").setBuffer(buffer);
  const primitive = document
    .createPrimitive()
    .setAttribute("POSITION", vectors([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setAttribute("NORMAL", vectors([0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const mesh = document.createMesh("triangle").addPrimitive(primitive);
  document.createScene().addChild(document.createNode("broken").setMesh(mesh));
  return new NodeIO().writeBinary(document);
}

/** A small GLB whose texture claims PNG but holds bytes no image decoder reads. */
export async function unreadableTextureModel(): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  const position = document
    .createAccessor()
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setType("VEC3")
    .setBuffer(buffer);
  const uv = document
    .createAccessor()
    .setArray(new Float32Array([0, 0, 1, 0, 0, 1]))
    .setType("VEC2")
    .setBuffer(buffer);
  const texture = document
    .createTexture("broken")
    .setImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
    .setMimeType("image/png");
  const primitive = document
    .createPrimitive()
    .setAttribute("POSITION", position)
    .setAttribute("TEXCOORD_0", uv)
    .setMaterial(document.createMaterial().setBaseColorTexture(texture));
  document.createScene().addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
  return new NodeIO().writeBinary(document);
}
