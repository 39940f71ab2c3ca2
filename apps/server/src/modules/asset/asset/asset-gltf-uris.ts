import { assetNameProblem } from "@atelier/domain/asset/asset-names";

/** The data: URI types a glTF buffer may embed (glTF 2.0 section 3.6.1). */
const BUFFER_DATA_TYPES = ["application/octet-stream", "application/gltf-buffer"];

/** The data: URI types a glTF image may embed: the core PNG and JPEG, and WebP, AVIF and KTX2 of the extensions. */
const IMAGE_DATA_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif", "image/ktx2"];

export const GLTF_URI_MESSAGES = {
  notString: "The glTF JSON has a uri that is not text.",
  dataType: (uri: string) => `The glTF JSON embeds data of a type it may not hold: ${shown(uri)}.`,
  outside: (uri: string) =>
    `The glTF JSON refers to a file outside its folder: ${shown(uri)}. Use names relative to the .gltf, without '..'.`,
} as const;

/** A uri as a refusal quotes it: data: URIs cut after their type, long ones cut. */
function shown(uri: string): string {
  const cut = uri.startsWith("data:") ? uri.slice(0, Math.max(uri.indexOf(","), 5)) : uri;
  return cut.length > 80 ? `${cut.slice(0, 80)}...` : cut;
}

/** The media type of a `data:` URI ("data:image/png;base64,..." gives "image/png"), lower case. */
function dataUriType(uri: string): string {
  const header = uri.slice("data:".length, uri.indexOf(",") === -1 ? uri.length : uri.indexOf(","));
  return (header.split(";")[0] ?? "").trim().toLowerCase();
}

/**
 * Whether a relative reference is not a file inside the glTF's own folder: it may have no scheme (http:, file:, ...),
 * no leading '/', no query or fragment, and once percent-decoded a path of plain segments (no '.', '..',
 * empty parts or backslashes) as an asset name is, so it resolves beside the .gltf or below it.
 */
function isOutsideFolder(uri: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith("/") || /[?#]/.test(uri)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    return true;
  }
  return assetNameProblem(decoded) !== null;
}

/** Why one `uri` of a buffer or image may not be stored, or null. */
function uriProblem(uri: unknown, dataTypes: readonly string[]): string | null {
  if (uri === undefined) return null;
  if (typeof uri !== "string") return GLTF_URI_MESSAGES.notString;
  if (/^data:/i.test(uri)) return dataTypes.includes(dataUriType(uri)) ? null : GLTF_URI_MESSAGES.dataType(uri);
  return isOutsideFolder(uri) ? GLTF_URI_MESSAGES.outside(uri) : null;
}

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const uriOf = (entry: unknown): unknown =>
  typeof entry === "object" && entry !== null ? (entry as { uri?: unknown }).uri : undefined;

/**
 * Why the `buffers` and `images` of a parsed glTF document refer to something the library must not hold, or
 * null: each uri is either a data: URI of a buffer or image type, or a relative name inside the .gltf's folder
 * (docs/decisions/asset-limits.md). The files named need not be stored yet (they may come in the same upload).
 */
export function gltfUrisProblem(document: object): string | null {
  const { buffers, images } = document as { buffers?: unknown; images?: unknown };
  for (const buffer of entriesOf(buffers)) {
    const problem = uriProblem(uriOf(buffer), BUFFER_DATA_TYPES);
    if (problem) return problem;
  }
  for (const image of entriesOf(images)) {
    const problem = uriProblem(uriOf(image), IMAGE_DATA_TYPES);
    if (problem) return problem;
  }
  return null;
}
