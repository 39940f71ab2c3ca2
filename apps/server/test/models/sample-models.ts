// Sample models made by Atelier with glTF Transform (CC0, see LICENSES.md). `npx tsx test/models/sample-models.ts`
// (from apps/server) writes them again into this folder; tests and the bench read the written files.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Accessor, Document, NodeIO } from "@gltf-transform/core";
import sharp from "sharp";

/** A width x height RGB pattern (stripes and a gradient), encoded as PNG or JPEG. */
async function patternImage(width: number, height: number, format: "png" | "jpeg", seed: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const stripe = ((x >> 4) + (y >> 4) + seed) % 2 === 0 ? 60 : 0;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 120 + stripe;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await (format === "png" ? image.png() : image.jpeg({ quality: 90 })).toBuffer());
}

/** A UV sphere written as separate triangles (no shared vertices), with normals, UVs and a 1024 px PNG. */
export async function latticeSphere(): Promise<Document> {
  const document = new Document();
  const buffer = document.createBuffer();
  const [columns, rows] = [96, 48];
  const at = (c: number, r: number) => {
    const theta = (c / columns) * Math.PI * 2;
    const phi = (r / rows) * Math.PI;
    const normal = [Math.sin(phi) * Math.cos(theta), Math.cos(phi), Math.sin(phi) * Math.sin(theta)];
    return { position: normal, normal, uv: [c / columns, r / rows] };
  };
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      for (const corner of [at(c, r), at(c + 1, r + 1), at(c + 1, r), at(c, r), at(c, r + 1), at(c + 1, r + 1)]) {
        positions.push(...corner.position);
        normals.push(...corner.normal);
        uvs.push(...corner.uv);
      }
    }
  }
  const texture = document
    .createTexture("pattern")
    .setImage(await patternImage(1024, 1024, "png", 0))
    .setMimeType("image/png");
  const material = document.createMaterial("painted").setBaseColorTexture(texture).setRoughnessFactor(0.7);
  const primitive = document
    .createPrimitive()
    .setAttribute("POSITION", accessor(document, buffer, positions, "VEC3"))
    .setAttribute("NORMAL", accessor(document, buffer, normals, "VEC3"))
    .setAttribute("TEXCOORD_0", accessor(document, buffer, uvs, "VEC2"))
    .setMaterial(material);
  const mesh = document.createMesh("sphere").addPrimitive(primitive);
  document.createScene("scene").addChild(document.createNode("sphere").setMesh(mesh));
  return document;
}

/** Twelve crates, each with its own copy of one box mesh, material and JPEG, and an unused material. */
export async function crateStack(): Promise<Document> {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene("scene");
  const image = await patternImage(512, 512, "jpeg", 1);
  const box = boxData();
  for (let i = 0; i < 12; i++) {
    const texture = document.createTexture(`wood-${i}`).setImage(image.slice()).setMimeType("image/jpeg");
    const material = document.createMaterial(`wood-${i}`).setBaseColorTexture(texture);
    const primitive = document
      .createPrimitive()
      .setAttribute("POSITION", accessor(document, buffer, box.positions, "VEC3"))
      .setAttribute("NORMAL", accessor(document, buffer, box.normals, "VEC3"))
      .setAttribute("TEXCOORD_0", accessor(document, buffer, box.uvs, "VEC2"))
      .setIndices(document.createAccessor().setArray(new Uint16Array(box.indices)).setType("SCALAR").setBuffer(buffer))
      .setMaterial(material);
    const node = document
      .createNode(`crate-${i}`)
      .setMesh(document.createMesh(`crate-${i}`).addPrimitive(primitive))
      .setTranslation([(i % 4) * 1.1, Math.floor(i / 4) * 1.1, 0]);
    scene.addChild(node);
  }
  document.createMaterial("unused").setBaseColorFactor([1, 0, 0, 1]);
  return document;
}

/** A 160 x 160 height field (indexed), the kind of dense mesh Simplify is for. */
export async function terrainTile(): Promise<Document> {
  const document = new Document();
  const buffer = document.createBuffer();
  const size = 160;
  const positions: number[] = [];
  const indices: number[] = [];
  for (let z = 0; z <= size; z++) {
    for (let x = 0; x <= size; x++) {
      const height = Math.sin(x / 9) * Math.cos(z / 13) * 0.08 + Math.sin((x + z) / 31) * 0.05;
      positions.push(x / size - 0.5, height, z / size - 0.5);
    }
  }
  for (let z = 0; z < size; z++) {
    for (let x = 0; x < size; x++) {
      const a = z * (size + 1) + x;
      indices.push(a, a + size + 1, a + 1, a + 1, a + size + 1, a + size + 2);
    }
  }
  const primitive = document
    .createPrimitive()
    .setAttribute("POSITION", accessor(document, buffer, positions, "VEC3"))
    .setIndices(document.createAccessor().setArray(new Uint32Array(indices)).setType("SCALAR").setBuffer(buffer))
    .setMaterial(document.createMaterial("ground").setBaseColorFactor([0.4, 0.6, 0.3, 1]));
  const mesh = document.createMesh("terrain").addPrimitive(primitive);
  document.createScene("scene").addChild(document.createNode("terrain").setMesh(mesh));
  return document;
}

function accessor(
  document: Document,
  buffer: ReturnType<Document["createBuffer"]>,
  values: number[],
  type: "VEC2" | "VEC3",
): Accessor {
  return document.createAccessor().setArray(new Float32Array(values)).setType(type).setBuffer(buffer);
}

/** A unit box: 24 vertices (4 per face), 36 indices. */
function boxData() {
  const faces: [number[], number[], number[]][] = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, -1],
      [1, 0, 0],
    ],
    [
      [0, 0, 1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [1, 0, 0],
      [0, 1, 0],
    ],
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  faces.forEach(([n, u, v], face) => {
    for (const [s, t] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      positions.push(...[0, 1, 2].map((k) => ((n[k] ?? 0) + s * (u[k] ?? 0) + t * (v[k] ?? 0)) / 2));
      normals.push(...n);
      uvs.push((s + 1) / 2, (t + 1) / 2);
    }
    const o = face * 4;
    indices.push(o, o + 1, o + 2, o, o + 2, o + 3);
  });
  return { positions, normals, uvs, indices };
}

/** The sample files in this folder, by name. */
export const SAMPLE_MODELS = {
  "lattice-sphere.glb": latticeSphere,
  "crate-stack.glb": crateStack,
  "terrain-tile.glb": terrainTile,
} as const;

export const SAMPLE_MODELS_DIR = fileURLToPath(new URL(".", import.meta.url));

async function writeAll(): Promise<void> {
  const io = new NodeIO();
  for (const [name, build] of Object.entries(SAMPLE_MODELS)) {
    const bytes = await io.writeBinary(await build());
    writeFileSync(join(SAMPLE_MODELS_DIR, name), bytes);
    console.log(`${name}: ${(bytes.byteLength / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await writeAll();
