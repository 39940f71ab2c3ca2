import { ASSET_MAX_BYTES, ASSET_MAX_PIXELS, ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import { fileExtension, UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import sharp from "sharp";
import { AppError } from "../../../errors/app-error";
import { tooLarge } from "../../../storage/blob-meter";
import { decideContentType, isUtf8Text, OCTET_STREAM } from "../../../storage/content-type";
import { glbProblem, gltfJsonProblem } from "./asset-glb";

export const GLB_TYPE = "model/gltf-binary";
export const GLTF_JSON_TYPE = "model/gltf+json";
/** A glTF's external buffer (`.bin`): any bytes, kept and served as application/octet-stream, never rendered. */
export const GLTF_BUFFER_TYPE = OCTET_STREAM;

/** The image types the library keeps (docs/decisions/asset-limits.md): what browsers and sharp both read. */
export const ASSET_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif", "image/svg+xml"];

/** Every type the library accepts decided from the bytes (a `.bin` name makes any bytes a GLTF_BUFFER_TYPE). */
export const ASSET_TYPES = [...ASSET_IMAGE_TYPES, GLB_TYPE, GLTF_JSON_TYPE] as const;

/** The types a name's extension promises: a known extension must match the content (a text named .glb is refused). */
const EXTENSION_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
  glb: GLB_TYPE,
  gltf: GLTF_JSON_TYPE,
};

/** What the bytes of an asset turned out to be. */
export interface CheckedContent {
  contentType: string;
  width: number | null;
  height: number | null;
}

const refused = (message: string) => AppError.field("files", message);

/** The type of the bytes: file-type's magic numbers, then the text rule; a `.gltf` text is glTF JSON. */
async function typeOf(name: string, body: Buffer): Promise<string> {
  const extension = fileExtension(name);
  if (extension === "gltf" && isUtf8Text(body, true)) return GLTF_JSON_TYPE;
  return decideContentType(body, name, true);
}

/** Width and height from sharp's header probe; refuses unreadable images and those above ASSET_MAX_PIXELS. */
export async function probeImage(body: Buffer): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(body, { limitInputPixels: false }).metadata());
  } catch {
    throw refused(ASSET_MESSAGES.unreadableImage);
  }
  if (!width || !height) throw refused(ASSET_MESSAGES.unreadableImage);
  if (width * height > ASSET_MAX_PIXELS) throw refused(ASSET_MESSAGES.tooManyPixels);
  return { width, height };
}

/**
 * Checks an asset's content as an upload does and answers what it is: at most ASSET_MAX_BYTES (413), a `.bin`
 * as a glTF buffer (application/octet-stream, whatever its bytes), else a type the library accepts decided
 * from the bytes (415), matching the name's extension when that names a type (400), a GLB whose container is
 * whole, a glTF JSON that parses and refers only to files inside its folder, an image sharp reads within
 * ASSET_MAX_PIXELS (400). Throws an AppError on the first problem.
 */
export async function checkAssetContent(name: string, body: Buffer): Promise<CheckedContent> {
  if (body.length > ASSET_MAX_BYTES) throw tooLarge(ASSET_MAX_BYTES);
  if (body.length === 0) throw refused("The file is empty.");
  // A glTF buffer is any bytes (vertex data has no magic number): its name alone makes it one.
  if (fileExtension(name) === "bin") return { contentType: GLTF_BUFFER_TYPE, width: null, height: null };
  const contentType = await typeOf(name, body);
  const promised = EXTENSION_TYPES[fileExtension(name)];
  if (promised !== undefined && promised !== contentType) {
    throw refused(`The content of ${lastSegment(name)} is not what its extension .${fileExtension(name)} says.`);
  }
  if (!(ASSET_TYPES as readonly string[]).includes(contentType)) {
    throw new AppError(415, UPLOAD_MESSAGES.typeNotAccepted(ACCEPTED_LABELS), {
      files: [UPLOAD_MESSAGES.typeNotAccepted(ACCEPTED_LABELS)],
    });
  }
  if (contentType === GLB_TYPE) {
    const problem = glbProblem(body);
    if (problem) throw refused(problem);
    return { contentType, width: null, height: null };
  }
  if (contentType === GLTF_JSON_TYPE) {
    const problem = gltfJsonProblem(body.toString("utf8"));
    if (problem) throw refused(problem);
    return { contentType, width: null, height: null };
  }
  const { width, height } = await probeImage(body);
  return { contentType, width, height };
}

/** The accepted types as the refusal names them. */
const ACCEPTED_LABELS = ["PNG", "JPEG", "WebP", "GIF", "AVIF", "SVG", "GLB", "glTF", "glTF buffer (.bin)"];

const lastSegment = (name: string) => name.slice(name.lastIndexOf("/") + 1);
