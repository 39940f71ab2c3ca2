import { IMAGE_MAPPING_MAX_BYTES } from "@atelier/domain/product/version.schema";
import { describe, expect, it } from "vitest";
import { imageMappingBlob, readImageMapping } from "./image-mapping-file";
import { VERSION_TEXTS } from "./version-texts";

describe("image mapping files", () => {
  it("reads a file as base64 with its name and type, and gives the same bytes back", async () => {
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 7) % 256);
    const mapping = await readImageMapping(new File([bytes], "mapping.csv", { type: "text/csv" }));
    expect(mapping.imageMappingFile).toBe("mapping.csv");
    expect(mapping.imageMappingFileMimeType).toBe("text/csv");
    expect(mapping.imageMappingSource).toBe(Buffer.from(bytes).toString("base64"));
    const blob = imageMappingBlob(mapping.imageMappingSource, mapping.imageMappingFileMimeType);
    expect(blob.type).toBe("text/csv");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("gives files without a type a generic one", async () => {
    const mapping = await readImageMapping(new File(["a,b"], "mapping"));
    expect(mapping.imageMappingFileMimeType).toBe("application/octet-stream");
    expect(imageMappingBlob(mapping.imageMappingSource, null).type).toBe("application/octet-stream");
  });

  it("refuses a file over the limit and accepts one exactly at it", async () => {
    await expect(readImageMapping(new File([new Uint8Array(IMAGE_MAPPING_MAX_BYTES + 1)], "big.bin"))).rejects.toThrow(
      VERSION_TEXTS.imageMappingTooLarge,
    );
    const atLimit = await readImageMapping(new File([new Uint8Array(IMAGE_MAPPING_MAX_BYTES)], "limit.bin"));
    expect(atLimit.imageMappingSource.length).toBeGreaterThan(IMAGE_MAPPING_MAX_BYTES);
  });
});
