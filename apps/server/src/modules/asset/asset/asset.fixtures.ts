import { buffer } from "node:stream/consumers";
import { inflateRawSync } from "node:zlib";
import type { Asset, AssetUploadResult } from "@atelier/domain/asset/asset.schema";
import { ZipArchive } from "archiver";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { createCompanyWithEveryRole, signIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { type FormPart, multipartBody } from "../../../../test/multipart";
import type { TestApp } from "../../../../test/test-app";

/** A real PNG of the size, one colour. */
export function pngOf(width: number, height: number, colour = { r: 200, g: 40, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG whose header claims width x height (a decompression bomb's shape: tiny file, huge image). */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const pad4 = (bytes: Buffer, fill: number) =>
  bytes.length % 4 === 0 ? bytes : Buffer.concat([bytes, Buffer.alloc(4 - (bytes.length % 4), fill)]);

/** A whole GLB: the JSON chunk (space-padded) and a BIN chunk, lengths as the format says. */
export function glbOf(
  json: object = { asset: { version: "2.0" }, scenes: [{ nodes: [] }] },
  bin = Buffer.alloc(8),
): Buffer {
  const jsonChunk = pad4(Buffer.from(JSON.stringify(json)), 0x20);
  const binChunk = pad4(bin, 0);
  const chunk = (type: number, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, binChunk)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return Buffer.concat([header, body]);
}

/** A zip holding `bytes` zero bytes deflated to a few kilobytes: the shape of a zip bomb. */
export async function zipBomb(bytes = 20 * 1024 * 1024): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  archive.append(Buffer.alloc(bytes), { name: "zeros.bin" });
  const done = buffer(archive);
  await archive.finalize();
  return done;
}

export interface AssetFile {
  /** The client's file name. */
  fileName: string;
  content: Buffer | string;
  /** The form field; `files` unless given (another field name is the target name). */
  field?: string;
}

/** POST asset as multipart, the text fields first, as the caller of `cookie`. */
export async function uploadAssetFiles(
  app: FastifyInstance,
  cookie: string,
  files: readonly AssetFile[],
  fields: Record<string, string> = {},
) {
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: file.field ?? "files", fileName: file.fileName, content: file.content })),
  ];
  const { payload, headers } = multipartBody(parts);
  const response = await app.inject({ method: "POST", url: "/api/v1/asset", headers: { ...headers, cookie }, payload });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown, response };
}

/** Uploads and answers the stored assets, failing on any other answer than 200. */
export async function addAssets(
  app: FastifyInstance,
  cookie: string,
  files: readonly AssetFile[],
  fields: Record<string, string> = {},
): Promise<Asset[]> {
  const res = await uploadAssetFiles(app, cookie, files, fields);
  if (res.status !== 200) throw new Error(`asset upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as AssetUploadResult).assets;
}

/** The path of an asset below /api/v1/asset/data/, each segment encoded (slashes kept). */
export const dataPath = (name: string) => `asset/data/${name.split("/").map(encodeURIComponent).join("/")}`;

/** The entries of a zip (read from its central directory; stored or deflated), by name. */
export function readZipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory entry");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A company with the asset library on (unless told), its administrator and viewer signed in. */
export async function assetSceneOf(t: Pick<TestApp, "app" | "db">, values: { manageAssets?: boolean } = {}) {
  const people = await createCompanyWithEveryRole(t.db, { manageAssets: values.manageAssets ?? true });
  const adminCookie = await signIn(t.app, people.admin.email);
  const viewerCookie = await signIn(t.app, people.viewer.email);
  return {
    ...people,
    adminCookie,
    viewerCookie,
    asAdmin: apiClient(t.app, { cookie: adminCookie }),
    asViewer: apiClient(t.app, { cookie: viewerCookie }),
  };
}
