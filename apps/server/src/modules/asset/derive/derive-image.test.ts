import { crc32, deflateSync } from "node:zlib";
import { ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngWithBoxes } from "./derive.fixtures";
import { decodeImage, encodeGreyPng } from "./derive-image";

/** A PNG claiming `width` x `height` pixels with one row of data (sharp reads the size from the header). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const firstRow = chunk("IDAT", deflateSync(Buffer.alloc(width + 1)));
  return Buffer.concat([signature, chunk("IHDR", ihdr), firstRow, chunk("IEND", Buffer.alloc(0))]);
}

describe("decodeImage", () => {
  it("answers RGBA pixels of the image's size", async () => {
    const { image, shown } = await decodeImage(await pngWithBoxes(6, 4, { r: 10, g: 20, b: 30 }, []));
    expect([image.width, image.height, image.data.length]).toEqual([6, 4, 96]);
    expect(shown).toEqual({ width: 6, height: 4 });
    expect(Array.from(image.data.slice(0, 4))).toEqual([10, 20, 30, 255]);
  });

  it("reduces an image larger than the working side and keeps the size it is shown at", async () => {
    const { image, shown } = await decodeImage(await pngWithBoxes(40, 20, { r: 0, g: 0, b: 0 }, []), 10);
    expect([image.width, image.height]).toEqual([10, 5]);
    expect(shown).toEqual({ width: 40, height: 20 });
  });

  it("turns greyscale images into RGBA", async () => {
    const grey = await sharp({ create: { width: 3, height: 3, channels: 3, background: "#808080" } })
      .toColourspace("b-w")
      .png()
      .toBuffer();
    const { image } = await decodeImage(grey);
    expect(Array.from(image.data.slice(0, 4))).toEqual([128, 128, 128, 255]);
  });

  it("refuses an image of more than ASSET_MAX_PIXELS pixels without decoding it", async () => {
    await expect(decodeImage(pngHeader(30_000, 30_000))).rejects.toThrow(ASSET_MESSAGES.tooManyPixels);
  });

  it("refuses bytes that are not an image", async () => {
    await expect(decodeImage(Buffer.from("not an image at all"))).rejects.toThrow(ASSET_MESSAGES.unreadableImage);
  });
});

describe("encodeGreyPng", () => {
  it("writes a one-channel PNG, scaled to the size asked for", async () => {
    const data = Uint8Array.from({ length: 4 }, () => 200);
    const png = await encodeGreyPng({ data, width: 2, height: 2 }, { width: 8, height: 8 });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(["png", 8, 8, 1]);
    const { data: pixels } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(pixels[0]).toBe(200);
  });
});
