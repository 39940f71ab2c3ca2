import { ASSET_MAX_BYTES, ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../errors/app-error";
import { glbOf, pngHeaderClaiming, pngOf } from "./asset.fixtures";
import { checkAssetContent } from "./asset-content-check";
import { glbProblem, gltfJsonProblem } from "./asset-glb";
import { nameFromPageToken, pageTokenAfter } from "./asset-list";
import { decodeBase64Source, targetName } from "./asset-upload";

async function refusal(name: string, body: Buffer): Promise<{ status: number; message: string }> {
  try {
    await checkAssetContent(name, body);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("the content was accepted");
}

describe("glbProblem", () => {
  it("accepts a whole GLB", () => {
    expect(glbProblem(glbOf())).toBeNull();
    expect(glbProblem(glbOf({ asset: { version: "2.1" } }, Buffer.alloc(0)))).toBeNull();
  });

  it.each([
    ["too short", Buffer.from("glTF")],
    ["not glTF", Buffer.concat([Buffer.from("GLTF"), Buffer.alloc(24)])],
  ])("refuses %s", (_case, bytes) => {
    expect(glbProblem(bytes)).not.toBeNull();
  });

  it("refuses glTF 1 and a BIN chunk first", () => {
    const v1 = Buffer.from(glbOf());
    v1.writeUInt32LE(1, 4);
    expect(glbProblem(v1)).toBe("Only glTF 2.0 GLB models are accepted.");
    const binFirst = Buffer.from(glbOf());
    binFirst.writeUInt32LE(0x004e4942, 16);
    expect(glbProblem(binFirst)).toBe("The GLB file does not start with its JSON chunk.");
  });
});

describe("gltfJsonProblem", () => {
  it.each([
    ['{"asset":{"version":"2.0"}}', null],
    ['{"asset":{"version":"1.0"}}', "The glTF JSON has no glTF 2.0 asset version."],
    ["[]", "The glTF JSON has no glTF 2.0 asset version."],
    ["{", "The glTF JSON does not parse."],
  ])("%s", (text, expected) => {
    expect(gltfJsonProblem(text)).toBe(expected);
  });
});

describe("checkAssetContent", () => {
  it("types images from their bytes and measures them", async () => {
    expect(await checkAssetContent("a/b.png", await pngOf(7, 3))).toEqual({
      contentType: "image/png",
      width: 7,
      height: 3,
    });
    expect(await checkAssetContent("no-extension", await pngOf(2, 2))).toMatchObject({ contentType: "image/png" });
  });

  it("refuses content past the size limit (413), empty content, a mismatched extension and too many pixels", async () => {
    expect(await refusal("big.png", Buffer.alloc(ASSET_MAX_BYTES + 1))).toMatchObject({ status: 413 });
    expect(await refusal("empty.png", Buffer.alloc(0))).toEqual({ status: 400, message: "The file is empty." });
    expect(await refusal("photo.jpg", await pngOf(2, 2))).toMatchObject({ status: 400 });
    expect(await refusal("huge.png", pngHeaderClaiming(30000, 30000))).toEqual({
      status: 400,
      message: ASSET_MESSAGES.tooManyPixels,
    });
    expect(await refusal("notes.txt", Buffer.from("plain text"))).toMatchObject({ status: 415 });
  });
});

describe("upload helpers", () => {
  it.each([
    ["", "a.png", "a.png"],
    ["shirts", "a.png", "shirts/a.png"],
    ["/shirts/red/", "a.png", "shirts/red/a.png"],
  ])("targetName(%s, %s) is %s", (folder, name, expected) => {
    expect(targetName(folder, name)).toBe(expected);
  });

  it("decodes base64, with or without a data URL prefix, and refuses anything else", () => {
    expect(decodeBase64Source("aGVsbG8=").toString()).toBe("hello");
    expect(decodeBase64Source("data:image/png;base64,aGVs bG8=").toString()).toBe("hello");
    expect(() => decodeBase64Source("héllo")).toThrow("Source must be the content in base64.");
  });

  it("gives page tokens that read back, and refuses forged ones", () => {
    const token = pageTokenAfter("shirts/ü red.png");
    expect(nameFromPageToken(token)).toBe("shirts/ü red.png");
    expect(() => nameFromPageToken("!!")).toThrow();
    expect(() => nameFromPageToken("")).toThrow();
  });
});
