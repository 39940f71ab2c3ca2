import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  DataTexture,
  Group,
  Line,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
} from "three";
import { describe, expect, it } from "vitest";
import { sceneStats } from "./scene-stats";

const texture = () => new DataTexture(new Uint8Array(4), 1, 1);

describe("sceneStats", () => {
  it("counts visible meshes, their vertices and faces, and distinct materials and textures", () => {
    const map = texture();
    const shared = new MeshStandardMaterial({ map, normalMap: texture() });
    const root = new Group();
    // A box: 24 vertices, 12 triangles (indexed).
    root.add(new Mesh(new BoxGeometry(), shared));
    root.add(new Mesh(new BoxGeometry(), [shared, new MeshBasicMaterial({ map })]));
    const triangle = new BufferGeometry();
    triangle.setAttribute("position", new BufferAttribute(new Float32Array(9), 3));
    const nested = new Group();
    nested.add(new Mesh(triangle, new MeshBasicMaterial()));
    root.add(nested);
    root.add(new Line(new BufferGeometry(), new MeshBasicMaterial()));
    const hidden = new Mesh(new BoxGeometry(), new MeshBasicMaterial({ map: texture() }));
    hidden.visible = false;
    root.add(hidden);

    expect(sceneStats(root)).toEqual({ meshes: 3, vertices: 51, faces: 25, materials: 3, textures: 2 });
  });

  it("is all zero for an empty scene", () => {
    expect(sceneStats(new Group())).toEqual({ meshes: 0, vertices: 0, faces: 0, materials: 0, textures: 0 });
  });
});
