import { Document } from "@gltf-transform/core";
import { describe, expect, it } from "vitest";
import { modelFigures } from "./model-figures";
import { modelBaseName } from "./model-files";

describe("modelBaseName", () => {
  it.each([
    ["sneaker.glb", "sneaker"],
    ["Red Sneaker v2.GLB", "Red-Sneaker-v2"],
    ["../../etc/passwd.glb", "etc-passwd"],
    ["ßchuh.glb", "chuh"],
    [".glb", "model"],
    ["", "model"],
    ["a.b.c.glb", "a-b-c"],
  ])("%s -> %s", (fileName, base) => {
    expect(modelBaseName(fileName)).toBe(base);
  });

  it("keeps names short", () => {
    expect(modelBaseName(`${"x".repeat(300)}.glb`)).toHaveLength(100);
  });
});

describe("modelFigures", () => {
  it("counts vertices and triangles per mesh (not per use), textures and their bytes", () => {
    const document = new Document();
    const buffer = document.createBuffer();
    const positions = document.createAccessor().setArray(new Float32Array(12)).setType("VEC3").setBuffer(buffer);
    const indices = document
      .createAccessor()
      .setArray(new Uint16Array([0, 1, 2, 0, 2, 3]))
      .setType("SCALAR");
    const quad = document
      .createMesh()
      .addPrimitive(document.createPrimitive().setAttribute("POSITION", positions).setIndices(indices));
    const strip = document
      .createMesh()
      .addPrimitive(document.createPrimitive().setAttribute("POSITION", positions).setMode(5));
    const lines = document
      .createMesh()
      .addPrimitive(document.createPrimitive().setAttribute("POSITION", positions).setMode(1));
    const scene = document.createScene();
    scene.addChild(document.createNode().setMesh(quad)).addChild(document.createNode().setMesh(quad));
    scene.addChild(document.createNode().setMesh(strip)).addChild(document.createNode().setMesh(lines));
    document.createTexture().setImage(new Uint8Array(100));
    expect(modelFigures(document, 1234)).toEqual({
      size: 1234,
      vertices: 12,
      triangles: 4,
      meshes: 3,
      textures: 1,
      textureBytes: 100,
    });
  });
});
