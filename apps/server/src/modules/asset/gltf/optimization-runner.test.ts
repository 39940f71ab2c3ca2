import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import { describe, expect, it } from "vitest";
import { invalidModel, readSampleModel, SAMPLE_MODEL_NAMES, unreadableTextureModel } from "./gltf.fixtures";
import { openGltfIO } from "./gltf-io";
import { validateGltf } from "./gltf-validation";
import { OptimizationFailure, runOptimization } from "./optimization-runner";
import { stepLabel } from "./optimization-steps";

const glb: OptimizationStep = { id: "save", type: "SaveAs", as: "Glb" };

/** Every step alone, then saved as GLB. */
const SINGLE_STEPS: OptimizationStep[] = [
  { id: "s", type: "Deduplicate" },
  { id: "s", type: "Prune" },
  { id: "s", type: "Weld" },
  { id: "s", type: "Simplify", ratio: 0.5, error: 0.01 },
  { id: "s", type: "Quantize" },
  { id: "s", type: "MeshCompression", method: "Meshopt" },
  { id: "s", type: "MeshCompression", method: "Draco" },
  { id: "s", type: "TextureResize", maxSize: 256 },
  { id: "s", type: "TextureWebp", quality: 80 },
];

describe("runOptimization", () => {
  for (const step of SINGLE_STEPS) {
    it(`${stepLabel(step)} alone gives a validator-clean GLB`, async () => {
      const out = await runOptimization({
        source: readSampleModel("crate-stack.glb"),
        fileName: "crate-stack.glb",
        steps: [step, glb],
      });
      expect(out.validator.errors).toBe(0);
      expect(out.files).toHaveLength(1);
      expect(out.files[0]?.name).toBe("crate-stack.glb");
      expect(out.after.size).toBe(out.files[0]?.bytes.byteLength);
      // The result reads back, with its twelve crates.
      const io = await openGltfIO();
      const root = (await io.readBinary(out.files[0]?.bytes ?? new Uint8Array())).getRoot();
      expect(root.listNodes().filter((node) => node.getMesh())).toHaveLength(12);
    });
  }

  it("shrinks what each sample model is made to show", async () => {
    const crates = await runOptimization({
      source: readSampleModel("crate-stack.glb"),
      fileName: "crate-stack.glb",
      steps: [{ id: "a", type: "Deduplicate" }, { id: "b", type: "Prune" }, glb],
    });
    expect(crates.before.textures).toBe(12);
    expect(crates.after.textures).toBe(1);
    expect(crates.after.size).toBeLessThan(crates.before.size / 4);

    const sphere = await runOptimization({
      source: readSampleModel("lattice-sphere.glb"),
      fileName: "lattice-sphere.glb",
      steps: [{ id: "a", type: "Weld" }, glb],
    });
    expect(sphere.after.vertices).toBeLessThan(sphere.before.vertices / 3);

    const terrain = await runOptimization({
      source: readSampleModel("terrain-tile.glb"),
      fileName: "terrain-tile.glb",
      steps: [{ id: "a", type: "Simplify", ratio: 0.25, error: 0.01 }, glb],
    });
    expect(terrain.after.triangles).toBeLessThan(terrain.before.triangles / 2);
  });

  it("runs a whole web profile on every sample model and the demo model, each step logged", async () => {
    for (const name of [...SAMPLE_MODEL_NAMES, "sneaker.glb"] as const) {
      const out = await runOptimization({
        source: readSampleModel(name),
        fileName: name,
        steps: [
          { id: "1", type: "Deduplicate" },
          { id: "2", type: "Prune" },
          { id: "3", type: "Weld" },
          { id: "4", type: "TextureResize", maxSize: 512 },
          { id: "5", type: "TextureWebp", quality: 85 },
          { id: "6", type: "MeshCompression", method: "Meshopt" },
          glb,
        ],
      });
      expect(out.validator.errors, name).toBe(0);
      expect(out.after.size, name).toBeLessThan(out.before.size);
      expect(out.log.map((line) => line.text.split(/[:(]/)[0]?.trim())).toEqual([
        `Read ${name}`,
        "Deduplicate",
        "Prune",
        "Weld",
        "TextureResize",
        "TextureWebp",
        "MeshCompression",
        "SaveAs",
      ]);
    }
  });

  it("saves as glTF: the .gltf first, then its .bin and images, named after the model and validator-clean", async () => {
    const out = await runOptimization({
      source: readSampleModel("crate-stack.glb"),
      fileName: "Wooden Crates.glb",
      steps: [
        { id: "d", type: "Deduplicate" },
        { id: "w", type: "TextureWebp", quality: 80 },
        { id: "save", type: "SaveAs", as: "Gltf" },
      ],
    });
    expect(out.files.map((file) => file.name)).toEqual([
      "Wooden-Crates.gltf",
      "Wooden-Crates-0.webp",
      "Wooden-Crates.bin",
    ]);
    expect(out.files.map((file) => file.contentType)).toEqual([
      "model/gltf+json",
      "image/webp",
      "application/octet-stream",
    ]);
    expect(out.validator.errors).toBe(0);
    const [main, ...resources] = out.files;
    const again = await validateGltf(main?.bytes ?? new Uint8Array(), new Map());
    expect(again.errors).toBeGreaterThan(0);
    expect(resources).toHaveLength(2);
  });

  it("ends with the report when the output keeps the upload's validator errors", async () => {
    const failure = await runOptimization({
      source: readSampleModel("sneaker.glb"),
      fileName: "sneaker.glb",
      steps: [glb],
    }).catch((error: unknown) => error);
    expect((failure as OptimizationFailure).message).toBe("The Glb output has validator errors.");
    expect((failure as OptimizationFailure).log[0]?.level).toBe("warn");
  });

  it("ends with the report when the output has validator errors", async () => {
    const failure = await runOptimization({ source: await invalidModel(), fileName: "broken.glb", steps: [glb] }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(OptimizationFailure);
    const { validator, log, message } = failure as OptimizationFailure;
    expect(message).toBe("The Glb output has validator errors.");
    expect(validator?.errors).toBeGreaterThan(0);
    expect(validator?.messages[0]?.severity).toBe(0);
    expect(log.at(-1)?.level).toBe("error");
  });

  it("names the step that threw", async () => {
    const failure = await runOptimization({
      source: await unreadableTextureModel(),
      fileName: "broken.glb",
      steps: [{ id: "w", type: "TextureWebp", quality: 80 }, glb],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OptimizationFailure);
    expect((failure as OptimizationFailure).message).toMatch(/^TextureWebp \(quality 80\) failed: /);
    expect((failure as OptimizationFailure).before?.textures).toBe(1);
  });

  it("refuses bytes that are not a model, and stops when the signal aborts", async () => {
    const unreadable = await runOptimization({
      source: new TextEncoder().encode("hello"),
      fileName: "x.glb",
      steps: [glb],
    }).catch((error: unknown) => error);
    expect((unreadable as OptimizationFailure).message).toMatch(/^The model could not be read: /);

    const controller = new AbortController();
    controller.abort();
    const stopped = await runOptimization({
      source: readSampleModel("sneaker.glb"),
      fileName: "sneaker.glb",
      steps: [{ id: "p", type: "Prune" }, glb],
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect((stopped as OptimizationFailure).message).toBe("Stopped before Prune.");
  });
});
