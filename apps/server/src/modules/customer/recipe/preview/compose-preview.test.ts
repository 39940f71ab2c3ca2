import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composePreview, PREVIEW_SIZE, type PreviewLayer, previewSize } from "./compose-preview";

const svg = (width: number, height: number, fill: string, rect = `x="0" y="0" width="${width}" height="${height}"`) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect ${rect} fill="${fill}"/></svg>`,
  );

/** Layers of these bytes (null: one that cannot be read). */
const layersOf = (...images: (Buffer | null)[]): PreviewLayer[] =>
  images.map((bytes, index) => ({ key: `layer-${index}`, read: async () => bytes }));

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

describe("previewSize", () => {
  it("fits the longest side to the preview size, keeping the proportions", () => {
    expect(previewSize({ width: 480, height: 320 })).toEqual({ width: PREVIEW_SIZE, height: 683 });
    expect(previewSize({ width: 100, height: 400 })).toEqual({ width: 256, height: PREVIEW_SIZE });
  });
});

describe("composePreview", () => {
  it("stacks the layers bottom first on a canvas shaped like the bottom layer, SVG drawn sharp", async () => {
    const bottom = svg(480, 320, "#ff0000");
    const top = svg(480, 320, "#0000ff", 'x="0" y="0" width="240" height="320"');
    const { png, drawn } = await composePreview(layersOf(bottom, null, top));
    expect(drawn).toBe(2);
    expect(await sharp(png).metadata()).toMatchObject({ width: 1024, height: 683, format: "png" });
    expect(await pixel(png, 100, 300)).toEqual([0, 0, 255, 255]);
    expect(await pixel(png, 900, 300)).toEqual([255, 0, 0, 255]);
  });

  it("fits a layer of other proportions inside, centred, and reads raster layers", async () => {
    const square = await sharp({ create: { width: 10, height: 10, channels: 4, background: "#00ff00" } })
      .png()
      .toBuffer();
    const { png } = await composePreview(layersOf(svg(200, 100, "#ffffff"), square));
    expect(await pixel(png, 512, 256)).toEqual([0, 255, 0, 255]);
    expect(await pixel(png, 100, 256)).toEqual([255, 255, 255, 255]);
  });

  it("leaves out layers that do not decode, and draws an empty square without any", async () => {
    const broken = Buffer.from("not an image");
    const some = await composePreview(layersOf(broken, svg(100, 100, "#000000")));
    expect(some.drawn).toBe(1);
    expect(await sharp(some.png).metadata()).toMatchObject({ width: 1024, height: 1024 });
    const none = await composePreview(layersOf(broken, null));
    expect(none.drawn).toBe(0);
    expect(await pixel(none.png, 10, 10)).toEqual([0, 0, 0, 0]);
  });

  it("fits each layer with the fitter given, the bottom one at its own size and the others on its canvas", async () => {
    const asked: [string, unknown][] = [];
    const { drawn } = await composePreview(
      layersOf(svg(200, 100, "#ffffff"), svg(10, 10, "#000000")),
      async (layer, canvas) => {
        asked.push([layer.key, canvas]);
        const bytes = await layer.read();
        return (
          bytes && {
            png: await sharp(bytes)
              .resize(canvas?.width ?? 20, canvas?.height ?? 10)
              .png()
              .toBuffer(),
            size: canvas ?? { width: 20, height: 10 },
          }
        );
      },
    );
    expect(drawn).toBe(2);
    expect(asked).toEqual([
      ["layer-0", null],
      ["layer-1", { width: 20, height: 10 }],
    ]);
  });
});
