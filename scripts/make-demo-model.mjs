// Writes apps/server/demo-media/models/sneaker.glb: the demo catalogue's low-poly sneaker, with a sole,
// an upper (a small generated knit texture) and laces as separate meshes and materials.
// Run from anywhere: `node scripts/make-demo-model.mjs`. The output is committed.
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
// The glTF library is a dependency of the server, so it is resolved from there.
const require = createRequire(join(ROOT, "apps/server/package.json"));
const { Document, NodeIO, TextureInfo } = require("@gltf-transform/core");

const OUTPUT = join(ROOT, "apps/server/demo-media/models/sneaker.glb");

/** Metres: a shoe about 28 cm long, along +X from heel (x = 0) to toe. */
const LENGTH = 0.28;
const HALF_WIDTH = 0.05;
const SOLE_HEIGHT = 0.03;
const OUTLINE_STEPS = 24;
const SECTION_STEPS = 16;

/** Half width of the footprint at s (0 heel .. 1 toe): rounded ends, narrow at the arch, widest at the ball. */
function footprint(s) {
  const ends = Math.sqrt(Math.max(0, 1 - (2 * s - 1) ** 8));
  const ball = Math.exp(-(((s - 0.7) / 0.15) ** 2));
  const arch = Math.exp(-(((s - 0.4) / 0.1) ** 2));
  return HALF_WIDTH * ends * (0.8 + 0.2 * ball - 0.08 * arch);
}

/** Height of the upper above the sole at s: highest at the heel collar, low at the toe. */
function upperHeight(s) {
  const points = [
    [0, 0.11],
    [0.3, 0.09],
    [0.55, 0.085],
    [0.8, 0.06],
    [1, 0.03],
  ];
  for (let i = 1; i < points.length; i++) {
    const [s0, h0] = points[i - 1];
    const [s1, h1] = points[i];
    if (s <= s1) return h0 + ((h1 - h0) * (s - s0)) / (s1 - s0);
  }
  return 0.03;
}

/** Stations from heel to toe, denser at both ends where the outline turns. */
const stations = (steps) => Array.from({ length: steps + 1 }, (_, i) => (1 - Math.cos((Math.PI * i) / steps)) / 2);

/** A mesh under construction: flat arrays plus triangle indices. */
function meshData() {
  return { positions: [], normals: [], uvs: [], indices: [] };
}

function addVertex(mesh, position, normal, uv) {
  mesh.positions.push(...position);
  mesh.normals.push(...normal);
  mesh.uvs.push(...uv);
  return mesh.positions.length / 3 - 1;
}

function normalize([x, y, z]) {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}

/** The sole: the footprint outline extruded, with flat caps and smooth sides. */
function sole() {
  const mesh = meshData();
  const s = stations(OUTLINE_STEPS);
  // Counter-clockwise seen from above: the +Z side heel to toe, then the -Z side back, ends shared once.
  const outline = [
    ...s.map((t) => [t * LENGTH, footprint(t)]),
    ...s
      .slice(1, -1)
      .reverse()
      .map((t) => [t * LENGTH, -footprint(t)]),
  ];
  const count = outline.length;
  for (const [y, ny] of [
    [SOLE_HEIGHT, 1],
    [0, -1],
  ]) {
    const center = addVertex(mesh, [LENGTH / 2, y, 0], [0, ny, 0], [0.5, 0.5]);
    const first = center + 1;
    for (const [x, z] of outline) addVertex(mesh, [x, y, z], [0, ny, 0], [x / LENGTH, (z / HALF_WIDTH + 1) / 2]);
    for (let i = 0; i < count; i++) {
      const a = first + i;
      const b = first + ((i + 1) % count);
      mesh.indices.push(...(ny > 0 ? [center, a, b] : [center, b, a]));
    }
  }
  let travelled = 0;
  const side = mesh.positions.length / 3;
  for (let i = 0; i <= count; i++) {
    const [x, z] = outline[i % count];
    const [px, pz] = outline[(i - 1 + count) % count];
    const [nx, nz] = outline[(i + 1) % count];
    if (i > 0) travelled += Math.hypot(x - px, z - pz);
    // Outward: the outline runs counter-clockwise seen from above, so the tangent (dx, dz) turns to (-dz, dx).
    const normal = normalize([-(nz - pz), 0, nx - px]);
    addVertex(mesh, [x, 0, z], normal, [travelled * 4, 0]);
    addVertex(mesh, [x, SOLE_HEIGHT, z], normal, [travelled * 4, 1]);
  }
  for (let i = 0; i < count; i++) {
    const a = side + i * 2;
    mesh.indices.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  return mesh;
}

/** A point of the upper's cross-section at s and angle (0 one side, PI the other): a rounded box shape. */
function upperPoint(s, angle) {
  const power = 2 / 3;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const z = footprint(s) * 0.93 * Math.sign(cos) * Math.abs(cos) ** power;
  const y = SOLE_HEIGHT + upperHeight(s) * Math.abs(sin) ** power;
  return [s * LENGTH, y, z];
}

/** Per-vertex normals: the sum of the faces around each vertex. */
function smoothNormals(mesh) {
  const sums = new Array(mesh.positions.length).fill(0);
  const at = (i) => mesh.positions.slice(i * 3, i * 3 + 3);
  for (let t = 0; t < mesh.indices.length; t += 3) {
    const [a, b, c] = mesh.indices.slice(t, t + 3);
    const [pa, pb, pc] = [at(a), at(b), at(c)];
    const u = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
    const v = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    for (const index of [a, b, c]) for (let k = 0; k < 3; k++) sums[index * 3 + k] += n[k];
  }
  for (let i = 0; i < sums.length; i += 3) {
    const [x, y, z] = normalize(sums.slice(i, i + 3));
    mesh.normals.push(x, y, z);
  }
}

/** The upper: cross-sections lofted heel to toe, open at the heel collar. */
function upper() {
  const mesh = meshData();
  const s = stations(OUTLINE_STEPS);
  for (const t of s) {
    for (let j = 0; j <= SECTION_STEPS; j++) {
      mesh.positions.push(...upperPoint(t, (Math.PI * j) / SECTION_STEPS));
      mesh.uvs.push(t, j / SECTION_STEPS);
    }
  }
  const row = SECTION_STEPS + 1;
  for (let i = 0; i < s.length - 1; i++) {
    const collar = s[i] > 0.02 && s[i + 1] < 0.36;
    for (let j = 0; j < SECTION_STEPS; j++) {
      if (collar && j >= 4 && j < SECTION_STEPS - 4) continue;
      const a = i * row + j;
      const b = a + row;
      mesh.indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  smoothNormals(mesh);
  return mesh;
}

/** One straight box lace lying on the instep at s, turned by `turn` radians about the vertical from +X. */
function addLace(mesh, s, turn) {
  const half = [(footprint(s) * 0.93 * 0.5) / Math.sin(turn), 0.002, 0.004];
  const top = upperPoint(s, Math.PI / 2);
  const center = [top[0], top[1] + half[1], 0];
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  // Local X runs along the lace; turning it about Y makes it cross the shoe's width.
  const turned = ([x, y, z]) => [x * cos + z * sin, y, -x * sin + z * cos];
  for (const axis of [0, 1, 2]) {
    for (const sign of [1, -1]) {
      const [u, v] = [0, 1, 2].filter((k) => k !== axis);
      const normal = [0, 0, 0];
      normal[axis] = sign;
      const base = mesh.positions.length / 3;
      for (const [a, b] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ]) {
        const local = [0, 0, 0];
        local[axis] = sign * half[axis];
        local[u] = a * half[u];
        local[v] = b * half[v];
        const [x, y, z] = turned(local);
        addVertex(mesh, [center[0] + x, center[1] + y, center[2] + z], turned(normal), [(a + 1) / 2, (b + 1) / 2]);
      }
      // The corners run counter-clockwise in (u, v): that faces +axis when u follows axis cyclically.
      const facesOut = ((axis + 1) % 3 === u) === sign > 0;
      const order = facesOut ? [0, 1, 2, 0, 2, 3] : [0, 2, 1, 0, 3, 2];
      mesh.indices.push(...order.map((k) => base + k));
    }
  }
}

function laces() {
  const mesh = meshData();
  for (const s of [0.42, 0.48, 0.54, 0.6, 0.66]) {
    addLace(mesh, s, Math.PI / 2 + 0.3);
    addLace(mesh, s + 0.03, Math.PI / 2 - 0.3);
  }
  return mesh;
}

/** A PNG file of RGBA pixels (filter 0 on every row). */
function png(width, height, pixel) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The upper's knit: navy rows, a white side stripe on both sides and a red heel, u heel to toe. */
function knitTexture() {
  const [width, height] = [128, 64];
  return png(width, height, (x, y) => {
    const u = x / width;
    const v = y / height;
    const shade = y % 2 === 0 ? 0 : 14;
    if (u < 0.12) return [200 - shade, 40, 40, 255];
    const knit = [30 + shade, 45 + shade, 90 + shade];
    // A diagonal stripe on each side, mirrored about the top of the section (v = 0.5), its edges blended.
    const centre = 0.16 + (u - 0.3) * 0.35;
    const distance = Math.min(Math.abs(v - centre), Math.abs(1 - v - centre));
    const along = Math.min(u - 0.3, 0.75 - u) * width;
    const cover = Math.max(0, Math.min(1, (0.04 - distance) * height + 0.5, along + 0.5));
    return [...knit.map((channel) => Math.round(channel + (238 - channel) * cover)), 255];
  });
}

function build() {
  const document = new Document();
  const buffer = document.createBuffer();
  const accessor = (type, array) => document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const scene = document.createScene("Sneaker");
  document.getRoot().setDefaultScene(scene);

  const knit = document.createTexture("Knit").setImage(knitTexture()).setMimeType("image/png");
  const materials = {
    Sole: document.createMaterial("Rubber").setBaseColorFactor([0.92, 0.92, 0.88, 1]).setRoughnessFactor(0.9),
    Upper: document.createMaterial("Knit").setBaseColorTexture(knit).setRoughnessFactor(0.75).setDoubleSided(true),
    Laces: document.createMaterial("Cotton").setBaseColorFactor([0.95, 0.95, 0.95, 1]).setRoughnessFactor(0.8),
  };
  // The knit ends at the heel and the toe: clamped, so the toe does not pick up the heel's red.
  const clamp = TextureInfo.WrapMode.CLAMP_TO_EDGE;
  materials.Upper.getBaseColorTextureInfo().setWrapS(clamp).setWrapT(clamp);
  const parts = { Sole: sole(), Upper: upper(), Laces: laces() };
  for (const [name, mesh] of Object.entries(parts)) {
    const primitive = document
      .createPrimitive()
      .setAttribute("POSITION", accessor("VEC3", new Float32Array(mesh.positions)))
      .setAttribute("NORMAL", accessor("VEC3", new Float32Array(mesh.normals)))
      .setAttribute("TEXCOORD_0", accessor("VEC2", new Float32Array(mesh.uvs)))
      .setIndices(accessor("SCALAR", new Uint16Array(mesh.indices)))
      .setMaterial(materials[name]);
    scene.addChild(document.createNode(name).setMesh(document.createMesh(name).addPrimitive(primitive)));
  }
  return document;
}

mkdirSync(dirname(OUTPUT), { recursive: true });
await new NodeIO().write(OUTPUT, build());
console.log(`Wrote ${OUTPUT}`);
