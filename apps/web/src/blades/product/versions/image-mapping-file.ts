import { IMAGE_MAPPING_MAX_BYTES } from "@atelier/domain/product/version.schema";
import { VERSION_TEXTS } from "./version-texts";

/** The three version fields that hold an image mapping file. */
export interface ImageMapping {
  imageMappingSource: string;
  imageMappingFile: string;
  imageMappingFileMimeType: string;
}

const FALLBACK_MIME_TYPE = "application/octet-stream";
/** Bytes converted per call, so a large file never overflows the argument list of fromCharCode. */
const CHUNK = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return btoa(binary);
}

/** Reads a chosen file into the version's image mapping fields; refuses files over the size limit. */
export async function readImageMapping(file: File): Promise<ImageMapping> {
  if (file.size > IMAGE_MAPPING_MAX_BYTES) throw new Error(VERSION_TEXTS.imageMappingTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return {
    imageMappingSource: toBase64(bytes),
    imageMappingFile: file.name,
    imageMappingFileMimeType: file.type || FALLBACK_MIME_TYPE,
  };
}

/** The stored image mapping as a file of its stored type. */
export function imageMappingBlob(source: string, mimeType: string | null): Blob {
  const binary = atob(source);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: mimeType || FALLBACK_MIME_TYPE });
}
