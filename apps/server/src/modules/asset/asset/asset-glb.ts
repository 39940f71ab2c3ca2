import { gltfUrisProblem } from "./asset-gltf-uris";

/** The glTF binary container's magic ("glTF"), version, and chunk types (glTF 2.0 section 4.4). */
const GLB_MAGIC = 0x46546c67;
const GLB_VERSION = 2;
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

/**
 * Why `bytes` are not a whole GLB, or null: the header's length must be the byte count, the first chunk JSON
 * that parses to an object with `asset.version`, each chunk inside the file and 4-byte aligned, at most one BIN
 * chunk right after the JSON one (unknown chunk types after them are allowed and skipped, as the format says).
 */
export function glbProblem(bytes: Buffer): string | null {
  if (bytes.length < HEADER_BYTES + CHUNK_HEADER_BYTES) return "The GLB file is truncated.";
  if (bytes.readUInt32LE(0) !== GLB_MAGIC) return "The file is not a GLB model.";
  if (bytes.readUInt32LE(4) !== GLB_VERSION) return "Only glTF 2.0 GLB models are accepted.";
  if (bytes.readUInt32LE(8) !== bytes.length) return "The GLB file is truncated: its header gives another length.";
  let offset = HEADER_BYTES;
  let index = 0;
  while (offset < bytes.length) {
    if (offset + CHUNK_HEADER_BYTES > bytes.length) return "The GLB file is truncated inside a chunk header.";
    const length = bytes.readUInt32LE(offset);
    const type = bytes.readUInt32LE(offset + 4);
    const start = offset + CHUNK_HEADER_BYTES;
    if (length % 4 !== 0 || start + length > bytes.length) return "The GLB file's chunks do not fit its length.";
    if (index === 0) {
      if (type !== CHUNK_JSON) return "The GLB file does not start with its JSON chunk.";
      const problem = gltfJsonProblem(bytes.subarray(start, start + length).toString("utf8"));
      if (problem) return problem;
    } else if (type === CHUNK_JSON || (type === CHUNK_BIN && index !== 1)) {
      return "The GLB file's chunks are out of order.";
    }
    offset = start + length;
    index += 1;
  }
  return null;
}

/**
 * Why `text` is not a glTF 2.0 JSON document the library keeps, or null: it must parse to an object whose
 * `asset.version` is 2.x, and its buffers and images may only refer to files inside its folder (gltfUrisProblem).
 */
export function gltfJsonProblem(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "The glTF JSON does not parse.";
  }
  const asset = typeof parsed === "object" && parsed !== null ? (parsed as { asset?: unknown }).asset : undefined;
  const version = typeof asset === "object" && asset !== null ? (asset as { version?: unknown }).version : undefined;
  if (typeof version !== "string" || !/^2\.\d+$/.test(version)) return "The glTF JSON has no glTF 2.0 asset version.";
  return gltfUrisProblem(parsed as object);
}
